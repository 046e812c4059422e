import { create } from 'zustand'
import { registerSessionReset } from './reset-session-stores'

/**
 * Which pages hold unsaved changes (a form dialog's typing, a grant draft, the profile form), so
 * that closing, refreshing, evicting or leaving a page, or the browser tab, asks first. A page is
 * its page-cache key (toViewPath: one tab, one cached page); a source is whoever reported the
 * changes (an id of its own: a page may hold several, a dialog and a draft).
 */
export interface UnsavedChangesState {
  /** Source id → the page it is on. */
  sources: Readonly<Record<string, string>>
  /** The page on screen, told by the page cache; null without one. */
  shownPage: string | null
  markDirty: (source: string, page: string) => void
  /**
   * The source has nothing unsaved any more, or it went. Kept while its page is hidden: a hidden
   * cached page's effects are cleaned up (React's <Activity>), but its state lives on, and so do
   * its changes. A hidden page's sources go when the page cache drops the page (keepPages).
   */
  release: (source: string, page: string) => void
  /** Forgets the sources of every page the page cache no longer holds. */
  keepPages: (pages: readonly string[]) => void
  /** The user discarded these pages' changes (closed their tabs, agreed to leave). */
  forgetPages: (pages: readonly string[]) => void
  setShownPage: (page: string | null) => void
  reset: () => void
}

function without(
  sources: Readonly<Record<string, string>>,
  isGone: (page: string) => boolean,
): Readonly<Record<string, string>> {
  const next = Object.fromEntries(Object.entries(sources).filter(([, page]) => !isGone(page)))
  return Object.keys(next).length === Object.keys(sources).length ? sources : next
}

export const useUnsavedChangesStore = create<UnsavedChangesState>()((set, get) => ({
  sources: {},
  shownPage: null,
  markDirty: (source, page) => {
    if (get().sources[source] !== page) set((s) => ({ sources: { ...s.sources, [source]: page } }))
  },
  release: (source, page) => {
    const { sources, shownPage } = get()
    if (!(source in sources) || (shownPage !== null && shownPage !== page)) return
    const next = { ...sources }
    delete next[source]
    set({ sources: next })
  },
  keepPages: (pages) => {
    const kept = new Set(pages)
    set((s) => ({ sources: without(s.sources, (page) => !kept.has(page)) }))
  },
  forgetPages: (pages) => {
    const gone = new Set(pages)
    set((s) => ({ sources: without(s.sources, (page) => gone.has(page)) }))
  },
  setShownPage: (page) => set({ shownPage: page }),
  reset: () => set({ sources: {}, shownPage: null }),
}))

/** Whether `page` holds unsaved changes now. */
export function isPageDirty(page: string): boolean {
  return Object.values(useUnsavedChangesStore.getState().sources).includes(page)
}

/** Whether any page holds unsaved changes (subscribe with `useUnsavedChangesStore(hasAnyUnsaved)`). */
export function hasAnyUnsaved(state: Pick<UnsavedChangesState, 'sources'>): boolean {
  return Object.keys(state.sources).length > 0
}

// Signed out: whatever was unsaved went with the pages.
registerSessionReset(() => useUnsavedChangesStore.getState().reset())
