import { describe, expect, it, vi } from 'vitest'
import { createChunkLoader } from './create-chunk-loader'

// An error that names no module: importWithRetry retries it by calling the loader once more.
const offline = () => new Error('offline')

describe('createChunkLoader', () => {
  it('imports the chunk once and gives every caller that module', async () => {
    const load = vi.fn(() => Promise.resolve({ chart: 1 }))
    const loadChunk = createChunkLoader(load)
    const [first, second] = await Promise.all([loadChunk(), loadChunk()])
    await expect(loadChunk()).resolves.toBe(first)
    expect(second).toBe(first)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('forgets a failed import: the next call imports again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(offline())
      .mockRejectedValueOnce(offline())
      .mockResolvedValue('back online')
    const loadChunk = createChunkLoader(load)
    await expect(loadChunk()).rejects.toThrow('offline')
    expect(load).toHaveBeenCalledTimes(2)
    await expect(loadChunk()).resolves.toBe('back online')
    await expect(loadChunk()).resolves.toBe('back online')
    expect(load).toHaveBeenCalledTimes(3)
  })
})
