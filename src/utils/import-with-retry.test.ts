import { describe, expect, it, vi } from 'vitest'
import { createImportWithRetry } from './import-with-retry'

const chunkUrl = 'https://app.example/assets/user-page-B1x.js'
const fetchFailed = () => new TypeError(`Failed to fetch dynamically imported module: ${chunkUrl}`)

function setUp(importModule: (url: string) => Promise<unknown>) {
  const importWithRetry = createImportWithRetry({ importModule, now: () => 1234 })
  return { importWithRetry, importModule }
}

describe('importWithRetry', () => {
  it('returns the module of the first attempt and imports nothing else', async () => {
    const importModule = vi.fn()
    const { importWithRetry } = setUp(importModule)
    await expect(importWithRetry(() => Promise.resolve({ page: 1 }))).resolves.toEqual({ page: 1 })
    expect(importModule).not.toHaveBeenCalled()
  })

  it('re-imports the failed address with a cache-busting query once', async () => {
    const importModule = vi.fn((url: string) => Promise.resolve({ from: url }))
    const { importWithRetry } = setUp(importModule)
    const load = vi.fn(() => Promise.reject(fetchFailed()))
    await expect(importWithRetry(load)).resolves.toEqual({ from: `${chunkUrl}?retry=1234` })
    expect(load).toHaveBeenCalledTimes(1)
    expect(importModule).toHaveBeenCalledExactlyOnceWith(`${chunkUrl}?retry=1234`)
  })

  it('rejects with the error of the retry when both attempts fail', async () => {
    const second = new TypeError('second failure')
    const importModule = vi.fn(() => Promise.reject(second))
    const { importWithRetry } = setUp(importModule)
    await expect(importWithRetry(() => Promise.reject(fetchFailed()))).rejects.toBe(second)
    expect(importModule).toHaveBeenCalledTimes(1)
  })

  it('calls the loader again when the error names no module', async () => {
    const importModule = vi.fn()
    const { importWithRetry } = setUp(importModule)
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('Unable to preload CSS for /assets/a.css'))
      .mockResolvedValueOnce('loaded')
    await expect(importWithRetry(load)).resolves.toBe('loaded')
    expect(load).toHaveBeenCalledTimes(2)
    expect(importModule).not.toHaveBeenCalled()
  })

  it('keeps no rejected promise: the next call tries again from the start', async () => {
    const importModule = vi.fn(() => Promise.reject(new TypeError('offline')))
    const { importWithRetry } = setUp(importModule)
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(fetchFailed())
      .mockResolvedValueOnce('back online')
    await expect(importWithRetry(load)).rejects.toThrow('offline')
    await expect(importWithRetry(load)).resolves.toBe('back online')
  })
})

describe('importThroughLoader', () => {
  it('loads the loader module once per call, then the import it names', async () => {
    const { importThroughLoader } = await import('./import-with-retry')
    const page = { default: 'page' }
    const loader = { pages: { a: vi.fn(() => Promise.resolve(page)), b: vi.fn() } }
    const loadLoader = vi.fn(() => Promise.resolve(loader))
    const load = importThroughLoader(loadLoader, (m) => m.pages.a)
    expect(loadLoader).not.toHaveBeenCalled()
    await expect(load()).resolves.toBe(page)
    expect([loadLoader.mock.calls.length, loader.pages.a.mock.calls.length, loader.pages.b.mock.calls.length]).toEqual([1, 1, 0]) // prettier-ignore
  })
})
