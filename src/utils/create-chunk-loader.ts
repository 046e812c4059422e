import { importWithRetry } from './import-with-retry'

/**
 * A loader for one lazily imported chunk: the first call imports it (with importWithRetry), later
 * calls share that import, so preloading it and rendering it cost one fetch. A failed import is
 * forgotten, so the next call (a retry button) tries again instead of repeating the failure.
 */
export function createChunkLoader<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () => {
    loading ??= importWithRetry(load).catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
}
