import { findFailedModuleUrl, withRetryQuery } from './module-url'

export interface ImportRetryDeps {
  /** A native dynamic import of an address (the bundler must leave it alone). */
  importModule: (url: string) => Promise<unknown>
  now: () => number
}

/**
 * Loads a chunk, and once more when that fails: a network blip or a server restart must not
 * leave the tab broken. The browser remembers a failed module fetch for the life of the document,
 * so importing the same address again fails at once: the retry imports the address with a
 * `?retry=<timestamp>` query instead. Nothing is cached here, so a caller that drops a rejected
 * promise gets a fresh attempt next time.
 */
export function createImportWithRetry(deps: ImportRetryDeps) {
  return async function importWithRetry<T>(load: () => Promise<T>): Promise<T> {
    try {
      return await load()
    } catch (error) {
      const url = findFailedModuleUrl(error)
      // Without an address (Safari, a CSS preload) the loader itself is the only way to retry.
      if (!url) return load()
      return (await deps.importModule(withRetryQuery(url, deps.now()))) as T
    }
  }
}

export const importWithRetry = createImportWithRetry({
  importModule: (url) => import(/* @vite-ignore */ url),
  now: () => Date.now(),
})

/**
 * A lazy import reached through a loader module (one that exports a map of `() => import(…)`),
 * in two steps: the loader, retried like any chunk, then the import `pick` names in it. A group
 * of rarely opened pages costs the always-loaded route table one lazy import, with one list of
 * chunks to preload, instead of one per page (the examples; the approval designers).
 */
export function importThroughLoader<Loader, T>(
  loadLoader: () => Promise<Loader>,
  pick: (loader: Loader) => () => Promise<T>,
): () => Promise<T> {
  return async () => pick(await importWithRetry(loadLoader))()
}
