import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { registerSessionReset, registerTabCloser } from './reset-session-stores'
import { pickVisitedViews } from './tags-view-persisted'
import {
  addVisitedView,
  closeAllViews,
  closeOtherViews,
  closeView,
  keepCachedViews,
  keepOpenableViews,
  touchCachedView,
  withAffixViews,
  type VisitedView,
} from './tags-view-rules'

export interface TagsViewState {
  /** Open tabs, affix ones first. */
  visitedViews: VisitedView[]
  /** Paths of the pages kept alive while hidden, least recently shown first. */
  cachedViews: string[]
  /** The user the tabs belong to; another user signing in starts with fresh tabs. */
  ownerId: string
  /** Opens or updates the tab of `view` and marks its page as most recently shown. */
  visitView: (view: VisitedView) => void
  setAffixViews: (affixViews: VisitedView[]) => void
  closeView: (path: string) => void
  closeOtherViews: (path: string) => void
  closeAllViews: () => void
  /** Closes the tabs the user may no longer open (grants changed) and drops their pages. */
  keepOpenableViews: (canOpen: (view: VisitedView) => boolean) => void
  /** Drops a page from the cache (tab refresh): it mounts afresh on the next visit. */
  dropCachedView: (path: string) => void
  clearCachedViews: () => void
  claimViews: (userId: string) => void
  resetViews: () => void
}

export const tagsViewStorageKey = 'tags-view'
export const tagsViewStorageVersion = 1

type PersistedTagsView = Pick<TagsViewState, 'visitedViews' | 'ownerId'>

function pickPersisted(stored: unknown): PersistedTagsView {
  const source = (stored ?? {}) as Partial<Record<keyof PersistedTagsView, unknown>>
  return {
    visitedViews: pickVisitedViews(source.visitedViews),
    ownerId: typeof source.ownerId === 'string' ? source.ownerId : '',
  }
}

export const useTagsViewStore = create<TagsViewState>()(
  persist(
    (set, get) => {
      const closeWith = (visitedViews: VisitedView[]) =>
        set((s) => ({ visitedViews, cachedViews: keepCachedViews(s.cachedViews, visitedViews) }))
      return {
        visitedViews: [],
        cachedViews: [],
        ownerId: '',
        visitView: (view) =>
          set((s) => ({
            visitedViews: addVisitedView(s.visitedViews, view),
            cachedViews: view.meta.noCache
              ? s.cachedViews
              : touchCachedView(s.cachedViews, view.path),
          })),
        setAffixViews: (affixViews) =>
          set((s) => ({ visitedViews: withAffixViews(s.visitedViews, affixViews) })),
        closeView: (path) => closeWith(closeView(get().visitedViews, path)),
        closeOtherViews: (path) => closeWith(closeOtherViews(get().visitedViews, path)),
        closeAllViews: () => closeWith(closeAllViews(get().visitedViews)),
        keepOpenableViews: (canOpen) => closeWith(keepOpenableViews(get().visitedViews, canOpen)),
        dropCachedView: (path) =>
          set((s) => ({ cachedViews: s.cachedViews.filter((k) => k !== path) })),
        clearCachedViews: () => set({ cachedViews: [] }),
        claimViews: (userId) => {
          if (get().ownerId !== userId) set({ ownerId: userId, visitedViews: [], cachedViews: [] })
        },
        resetViews: () => set({ visitedViews: [], cachedViews: [], ownerId: '' }),
      }
    },
    {
      name: tagsViewStorageKey,
      version: tagsViewStorageVersion,
      // Tabs survive a reload of the browser tab but not the browser session (spec §3).
      storage: createJSONStorage(() => sessionStorage),
      // Cached pages are live React trees; after a reload there is nothing to restore.
      partialize: (state): PersistedTagsView => ({
        visitedViews: state.visitedViews,
        ownerId: state.ownerId,
      }),
      migrate: () => ({ visitedViews: [], ownerId: '' }),
      merge: (stored, current) => ({ ...current, ...pickPersisted(stored) }),
    },
  ),
)

// Spec §4 Logout closes all tabs and forgets them; a role switch closes all but the affix ones.
registerSessionReset(() => useTagsViewStore.getState().resetViews())
registerTabCloser(() => useTagsViewStore.getState().closeAllViews())
