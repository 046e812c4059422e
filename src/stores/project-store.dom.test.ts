import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ProjectOption } from './project-rules'
import {
  currentProjectStorageKey,
  selectCurrentProject,
  useProjectStore,
  whenCurrentProjectKnown,
} from './project-store'
import { resetSessionStores } from './reset-session-stores'

const projects: ProjectOption[] = [
  { id: 'a', projName: 'A', sort: 1, htds: [] },
  { id: 'b', projName: 'B', sort: 2, htds: [] },
]
const store = () => useProjectStore.getState()

beforeEach(() => {
  store().resetProjects()
  localStorage.clear()
})

describe('project store', () => {
  it('starts on the first project and stores it', () => {
    expect(store().applyProjects('u1', projects)).toEqual({ kind: 'first', id: 'a' })
    expect(store()).toMatchObject({ currentProjectId: 'a', status: 'ready', userId: 'u1' })
    expect(localStorage.getItem(currentProjectStorageKey)).toBe('a')
    expect(selectCurrentProject(store())?.projName).toBe('A')
  })

  it('keeps a stored project that is still listed', () => {
    localStorage.setItem(currentProjectStorageKey, 'b')
    expect(store().applyProjects('u1', projects)).toEqual({ kind: 'stored', id: 'b' })
    expect(store().currentProjectId).toBe('b')
  })

  it('removes the stored id when the user has no project', () => {
    localStorage.setItem(currentProjectStorageKey, 'b')
    expect(store().applyProjects('u1', [])).toEqual({ kind: 'none' })
    expect(store()).toMatchObject({ currentProjectId: null, status: 'empty' })
    expect(localStorage.getItem(currentProjectStorageKey)).toBeNull()
  })

  it('switches only to a listed project and stores it', () => {
    store().applyProjects('u1', projects)
    const changes: Array<string | null> = []
    const unsubscribe = useProjectStore.subscribe((state, previous) => {
      if (state.currentProjectId !== previous.currentProjectId) changes.push(state.currentProjectId)
    })
    store().selectProject('b')
    expect(store().currentProjectId).toBe('b')
    expect(localStorage.getItem(currentProjectStorageKey)).toBe('b')
    store().selectProject('b')
    store().selectProject('unknown')
    unsubscribe()
    expect(changes).toEqual(['b'])
  })

  it('forgets the list on logout but keeps the stored choice', () => {
    store().applyProjects('u1', projects)
    store().selectProject('b')
    resetSessionStores()
    expect(store()).toMatchObject({
      projects: [],
      currentProjectId: null,
      status: 'idle',
      userId: '',
    })
    expect(localStorage.getItem(currentProjectStorageKey)).toBe('b')
  })
})

describe('whenCurrentProjectKnown', () => {
  afterEach(() => vi.useRealTimers())

  it('waits for the projects and gives the current one, never a ready store without it', async () => {
    store().startLoading('u1')
    const known = whenCurrentProjectKnown(10_000)
    store().applyProjects('u1', projects)
    await expect(known).resolves.toBe('a')
  })

  it('answers at once when the projects are known, null when the user has none', async () => {
    store().applyProjects('u1', projects)
    await expect(whenCurrentProjectKnown(10_000)).resolves.toBe('a')
    store().applyProjects('u1', [])
    await expect(whenCurrentProjectKnown(10_000)).resolves.toBeNull()
  })

  it('gives null after a failed load, or when the time runs out first', async () => {
    store().startLoading('u1')
    const failed = whenCurrentProjectKnown(10_000)
    store().failLoading()
    await expect(failed).resolves.toBeNull()

    vi.useFakeTimers()
    store().startLoading('u1')
    const late = whenCurrentProjectKnown(1_000)
    vi.advanceTimersByTime(1_000)
    await expect(late).resolves.toBeNull()
  })
})
