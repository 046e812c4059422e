import type { ComponentType } from 'react'
import { ChunkLoadError } from '@/utils/chunk-load-error'
import { importWithRetry as defaultImportWithRetry } from '@/utils/import-with-retry'
import { isModuleGone as defaultIsModuleGone } from '@/utils/is-module-gone'
import type { PageModule } from './route-types'

// A page's failure is the failure of any lazily loaded chunk.
export { ChunkLoadError as PageChunkError }

export interface PageChunkDeps {
  importWithRetry: <T>(load: () => Promise<T>) => Promise<T>
  isModuleGone: (error: unknown) => Promise<boolean>
}

/** One page's lazily loaded component: remembered once loaded, never remembered as failed. */
export interface PageChunk {
  /** The component, when an earlier attempt loaded it. */
  loaded: () => ComponentType | undefined
  /** Loads (with one cache-busting retry); rejects with a PageChunkError. */
  load: () => Promise<ComponentType>
}

export function createPageChunk(
  load: () => Promise<PageModule>,
  deps: PageChunkDeps = {
    importWithRetry: defaultImportWithRetry,
    isModuleGone: defaultIsModuleGone,
  },
): PageChunk {
  let component: ComponentType | undefined
  return {
    loaded: () => component,
    load: async () => {
      if (component) return component
      try {
        const loaded = (await deps.importWithRetry(load)).default as ComponentType | undefined
        // A retry imports the address that failed, which is not the page when a loader imports
        // in two steps (the examples' loader module, then the page): no page is a failure too.
        if (loaded == null) throw new TypeError('The page module has no component')
        component = loaded
        return component
      } catch (error) {
        throw new ChunkLoadError(error, await deps.isModuleGone(error))
      }
    },
  }
}
