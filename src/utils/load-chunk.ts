import { ChunkLoadError } from './chunk-load-error'
import { importWithRetry } from './import-with-retry'
import { isModuleGone } from './is-module-gone'

export interface ChunkLoadDeps {
  importWithRetry: <T>(load: () => Promise<T>) => Promise<T>
  isModuleGone: (error: unknown) => Promise<boolean>
}

const defaultDeps: ChunkLoadDeps = { importWithRetry, isModuleGone }

/**
 * Loads a lazily loaded chunk (a page, a piece of the shell) with one cache-busting retry and
 * takes `pick` out of it. Any failure rejects with a ChunkLoadError that says whether the file is
 * gone: the fetch's, and a module without what `pick` wants (a retry imports the address that
 * failed, which is not the wanted module when a loader imports in two steps).
 */
export async function loadChunk<M, T>(
  load: () => Promise<M>,
  pick: (module: M) => T | null | undefined,
  deps: ChunkLoadDeps = defaultDeps,
): Promise<T> {
  try {
    const picked = pick(await deps.importWithRetry(load))
    if (picked == null) throw new TypeError('The chunk has no such component')
    return picked
  } catch (error) {
    throw new ChunkLoadError(error, await deps.isModuleGone(error))
  }
}
