import { describe, expect, it, vi } from 'vitest'
import { createBlobCache } from './image-blob-cache'

describe('createBlobCache', () => {
  it('loads a key once, in flight or done, and a new key again', async () => {
    const cache = createBlobCache<string>(10)
    const load = vi.fn((value: string) => Promise.resolve(value))
    const [a, b] = await Promise.all([
      cache.get('hash1', () => load('one')),
      cache.get('hash1', () => load('again')),
    ])
    expect([a, b]).toEqual(['one', 'one'])
    expect(await cache.get('hash1', () => load('later'))).toBe('one')
    expect(await cache.get('hash2', () => load('two'))).toBe('two')
    expect(load).toHaveBeenCalledTimes(2)
    expect(cache.peek('hash1')).toBe('one')
  })

  it('forgets a failed load so the next showing tries again', async () => {
    const cache = createBlobCache<string>(10)
    await expect(cache.get('h', () => Promise.reject(new Error('503')))).rejects.toThrow('503')
    expect(cache.peek('h')).toBeUndefined()
    expect(await cache.get('h', () => Promise.resolve('ok'))).toBe('ok')
  })

  it.each([
    { used: ['a', 'b', 'c'], kept: ['b', 'c'], gone: 'a' },
    { used: ['a', 'b', 'a', 'c'], kept: ['a', 'c'], gone: 'b' },
  ])('keeps the $kept most recently used of $used', async ({ used, kept, gone }) => {
    const cache = createBlobCache<string>(2)
    for (const key of used) await cache.get(key, () => Promise.resolve(key))
    expect(kept.map((key) => cache.peek(key))).toEqual(kept)
    expect(cache.peek(gone)).toBeUndefined()
    cache.clear()
    expect(cache.size).toBe(0)
  })
})
