import { describe, expect, it, vi } from 'vitest'
import { createPageChunk, PageChunkError } from './page-chunk'
import type { PageModule } from './route-types'

const Page = () => null
const withoutRetry = <T>(load: () => Promise<T>) => load()

describe('createPageChunk', () => {
  it('loads once and remembers the component', async () => {
    const load = vi.fn(() => Promise.resolve<PageModule>({ default: Page }))
    const chunk = createPageChunk(load, {
      importWithRetry: withoutRetry,
      isModuleGone: () => Promise.resolve(false),
    })
    expect(chunk.loaded()).toBeUndefined()
    expect(await chunk.load()).toBe(Page)
    expect(await chunk.load()).toBe(Page)
    expect(chunk.loaded()).toBe(Page)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it.each([true, false])(
    'rejects with a PageChunkError (isGone %s), and tries again next time',
    async (isGone) => {
      const cause = new TypeError(
        'Failed to fetch dynamically imported module: https://a.example/a.js',
      )
      const load = vi
        .fn<() => Promise<PageModule>>()
        .mockRejectedValueOnce(cause)
        .mockResolvedValueOnce({ default: Page })
      const chunk = createPageChunk(load, {
        importWithRetry: withoutRetry,
        isModuleGone: (error) => Promise.resolve(error === cause && isGone),
      })
      const failure = await chunk.load().catch((error: unknown) => error)
      expect(failure).toBeInstanceOf(PageChunkError)
      expect(failure).toMatchObject({ isGone, cause, message: cause.message })
      expect(chunk.loaded()).toBeUndefined()
      expect(await chunk.load()).toBe(Page)
    },
  )

  it('rejects a module without a page, as a retry of a two-step loader returns', async () => {
    const notAPage = { examplePageLoaders: {} } as unknown as PageModule
    const chunk = createPageChunk(() => Promise.resolve(notAPage), {
      importWithRetry: withoutRetry,
      isModuleGone: () => Promise.resolve(false),
    })
    const failure = await chunk.load().catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(PageChunkError)
    expect(chunk.loaded()).toBeUndefined()
  })
})
