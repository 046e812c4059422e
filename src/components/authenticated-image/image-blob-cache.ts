/**
 * Blobs by a content key (a sign key's `imageHash`): one load per key however many rows, views
 * or openings show it, in flight or done. A new hash is a new key, so a replaced image loads
 * again and an unchanged one never does. Least recently used entries go past `maxEntries`; a
 * failed load is forgotten (the next showing tries again).
 */
export interface BlobCache<T> {
  get: (key: string, load: () => Promise<T>) => Promise<T>
  /** The loaded value, if any (a row shown again draws at once). */
  peek: (key: string) => T | undefined
  clear: () => void
  readonly size: number
}

export function createBlobCache<T>(maxEntries: number): BlobCache<T> {
  const entries = new Map<string, { promise: Promise<T>; value?: T }>()
  const touch = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return undefined
    entries.delete(key)
    entries.set(key, entry)
    return entry
  }
  return {
    get(key, load) {
      const known = touch(key)
      if (known) return known.promise
      const entry: { promise: Promise<T>; value?: T } = {
        promise: load().then(
          (value) => {
            entry.value = value
            return value
          },
          (error: unknown) => {
            if (entries.get(key) === entry) entries.delete(key)
            throw error
          },
        ),
      }
      entries.set(key, entry)
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value as string
        entries.delete(oldest)
      }
      return entry.promise
    },
    peek: (key) => entries.get(key)?.value,
    clear: () => entries.clear(),
    get size() {
      return entries.size
    },
  }
}
