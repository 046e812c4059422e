import { create } from 'zustand'
import { registerSessionReset } from './reset-session-stores'
import { pickCurrentProject, type CurrentProjectChoice, type ProjectOption } from './project-rules'

/** Spec §3 Browser storage: the selected project id, under a fixed key. */
export const currentProjectStorageKey = 'currentProjectId'

export type ProjectLoadStatus = 'idle' | 'loading' | 'ready' | 'empty' | 'failed'

export interface ProjectState {
  projects: ProjectOption[]
  currentProjectId: string | null
  status: ProjectLoadStatus
  /** The user the projects were loaded for ('' when none). */
  userId: string
  startLoading: (userId: string) => void
  /** Applies the user's projects: keeps the stored choice if still allowed, else the first. */
  applyProjects: (userId: string, projects: ProjectOption[]) => CurrentProjectChoice
  failLoading: () => void
  selectProject: (id: string) => void
  resetProjects: () => void
}

/**
 * The stored choice: the current project-to-be while the user's projects load (it is kept when
 * still allowed), so a page may ask for that project's data before they are known.
 */
export function readStoredProjectId(): string | null {
  try {
    return localStorage.getItem(currentProjectStorageKey)
  } catch {
    return null // storage disabled: behave as if nothing was stored
  }
}

function writeStoredProjectId(id: string | null): void {
  try {
    if (id) localStorage.setItem(currentProjectStorageKey, id)
    else localStorage.removeItem(currentProjectStorageKey)
  } catch {
    // storage disabled or full: the choice lasts for this visit only
  }
}

const initialState = {
  projects: [],
  currentProjectId: null,
  status: 'idle',
  userId: '',
} satisfies Partial<ProjectState>

export const useProjectStore = create<ProjectState>()((set, get) => {
  // Query keys carry the current project (src/query): a change makes pages load its data.
  const changeCurrent = (id: string | null) => {
    if (get().currentProjectId !== id) set({ currentProjectId: id })
  }
  return {
    ...initialState,
    startLoading: (userId) => set({ status: 'loading', userId }),
    applyProjects: (userId, projects) => {
      const choice = pickCurrentProject(projects, readStoredProjectId())
      if (choice.kind !== 'stored') writeStoredProjectId(choice.kind === 'first' ? choice.id : null)
      // One change: a listener never sees the projects ready without their current one.
      set({
        projects,
        userId,
        status: choice.kind === 'none' ? 'empty' : 'ready',
        currentProjectId: choice.kind === 'none' ? null : choice.id,
      })
      return choice
    },
    failLoading: () => set({ status: 'failed' }),
    selectProject: (id) => {
      if (!get().projects.some((p) => p.id === id)) return
      writeStoredProjectId(id)
      changeCurrent(id)
    },
    resetProjects: () => set(initialState),
  }
})

// Logout forgets the loaded list; the stored id stays, so the next sign-in starts on it.
registerSessionReset(() => useProjectStore.getState().resetProjects())

export function selectCurrentProject(state: ProjectState): ProjectOption | undefined {
  return state.projects.find((p) => p.id === state.currentProjectId)
}

function isSettled(state: ProjectState): boolean {
  return state.status !== 'idle' && state.status !== 'loading'
}

/**
 * The current project's id once the user's projects are known (null with none, after a failed
 * load, or when `timeoutMs` pass first): for a prefetch that must wait for the project to ask
 * for its data.
 */
export function whenCurrentProjectKnown(timeoutMs: number): Promise<string | null> {
  const settled = (state: ProjectState) =>
    state.status === 'ready' ? state.currentProjectId : null
  const now = useProjectStore.getState()
  if (isSettled(now)) return Promise.resolve(settled(now))
  return new Promise((resolve) => {
    const finish = (id: string | null) => {
      clearTimeout(timer)
      unsubscribe()
      resolve(id)
    }
    const unsubscribe = useProjectStore.subscribe((state) => {
      if (isSettled(state)) finish(settled(state))
    })
    const timer = setTimeout(() => finish(null), timeoutMs)
  })
}
