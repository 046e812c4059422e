import { beforeEach, describe, expect, it } from 'vitest'
import { closeAllTabs, resetSessionStores } from './reset-session-stores'
import type { VisitedView } from './tags-view-rules'
import { tagsViewStorageKey, tagsViewStorageVersion, useTagsViewStore } from './tags-view-store'

const home: VisitedView = {
  path: '/index',
  fullPath: '/index',
  name: '/index',
  titleKey: 'dashboard',
  meta: { affix: true },
}
const users: VisitedView = {
  path: '/organization/user',
  fullPath: '/organization/user',
  name: '/organization/user',
  titleKey: 'user',
  meta: {},
}
const profile: VisitedView = {
  path: '/profile/index',
  fullPath: '/profile/index',
  name: '/profile/index',
  titleKey: 'profile',
  meta: { noCache: true },
}
const store = () => useTagsViewStore.getState()
const stored = () =>
  JSON.parse(sessionStorage.getItem(tagsViewStorageKey) ?? 'null') as { state: unknown }

beforeEach(() => {
  store().resetViews()
  sessionStorage.clear()
})

describe('tags view store', () => {
  it('opens tabs and caches pages unless noCache', () => {
    store().setAffixViews([home])
    store().visitView(home)
    store().visitView(users)
    store().visitView(profile)
    expect(store().visitedViews.map((v) => v.path)).toEqual([
      '/index',
      '/organization/user',
      '/profile/index',
    ])
    expect(store().cachedViews).toEqual(['/index', '/organization/user'])
  })

  it('drops closed tabs from the cache, keeps affix ones', () => {
    store().setAffixViews([home])
    for (const view of [home, users, profile]) store().visitView(view)
    store().closeView(users.path)
    expect(store().cachedViews).toEqual(['/index'])
    store().visitView(users)
    store().closeAllViews()
    expect(store().visitedViews).toEqual([home])
    expect(store().cachedViews).toEqual(['/index'])
  })

  it('closes the tabs the user may no longer open and drops their pages', () => {
    for (const view of [home, users]) store().visitView(view)
    store().keepOpenableViews((view) => view.path !== users.path)
    expect(store().visitedViews).toEqual([home])
    expect(store().cachedViews).toEqual(['/index'])
  })

  it('drops one page from the cache for a refresh but keeps its tab', () => {
    store().visitView(users)
    store().dropCachedView(users.path)
    expect(store().cachedViews).toEqual([])
    expect(store().visitedViews).toEqual([users])
  })

  it('persists the tabs in sessionStorage, not the cached pages', () => {
    store().claimViews('u1')
    store().visitView(users)
    expect(stored().state).toEqual({ visitedViews: [users], ownerId: 'u1' })
  })

  it('restores valid tabs from sessionStorage', async () => {
    sessionStorage.setItem(
      tagsViewStorageKey,
      JSON.stringify({
        version: tagsViewStorageVersion,
        state: { visitedViews: [users, { path: 1 }], ownerId: 'u1' },
      }),
    )
    await useTagsViewStore.persist.rehydrate()
    expect(store().visitedViews).toEqual([users])
    expect(store().cachedViews).toEqual([])
    expect(store().ownerId).toBe('u1')
  })

  it('starts afresh for another user', () => {
    store().claimViews('u1')
    store().visitView(users)
    store().claimViews('u1')
    expect(store().visitedViews).toEqual([users])
    store().claimViews('u2')
    expect(store().visitedViews).toEqual([])
  })

  it('forgets every tab on logout and keeps affix tabs when all tabs close', () => {
    store().setAffixViews([home])
    store().visitView(users)
    closeAllTabs()
    expect(store().visitedViews).toEqual([home])
    resetSessionStores()
    expect(store().visitedViews).toEqual([])
    expect(stored().state).toEqual({ visitedViews: [], ownerId: '' })
  })
})
