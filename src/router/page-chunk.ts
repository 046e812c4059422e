import type { ComponentType } from 'react'
import { loadChunk, type ChunkLoadDeps } from '@/utils/load-chunk'
import type { PageModule } from './route-types'

// A page's failure is the failure of any lazily loaded chunk.
export { ChunkLoadError as PageChunkError } from '@/utils/chunk-load-error'
export type PageChunkDeps = ChunkLoadDeps

/** One page's lazily loaded component: remembered once loaded, never remembered as failed. */
export interface PageChunk {
  /** The component, when an earlier attempt loaded it. */
  loaded: () => ComponentType | undefined
  /** Loads (with one cache-busting retry); rejects with a PageChunkError. */
  load: () => Promise<ComponentType>
}

export function createPageChunk(load: () => Promise<PageModule>, deps?: PageChunkDeps): PageChunk {
  let component: ComponentType | undefined
  return {
    loaded: () => component,
    load: async () => {
      // No page in the module is a failure too (the examples' loader module, then the page).
      component ??= await loadChunk(
        load,
        (module) => module.default as ComponentType | undefined,
        deps,
      )
      return component
    },
  }
}
