import { afterEach, describe, expect, it } from 'vitest'
import { hasAnyUnsaved, isPageDirty, useUnsavedChangesStore } from './unsaved-changes-store'

const store = () => useUnsavedChangesStore.getState()

afterEach(() => store().reset())

describe('unsaved-changes store', () => {
  it('knows a page is dirty while one of its sources is', () => {
    store().setShownPage('/a')
    store().markDirty('dialog', '/a')
    store().markDirty('draft', '/a')
    store().release('dialog', '/a')
    expect(isPageDirty('/a')).toBe(true)
    store().release('draft', '/a')
    expect(isPageDirty('/a')).toBe(false)
    expect(hasAnyUnsaved(store())).toBe(false)
  })

  it.each<[string, string | null, boolean]>([
    ['its page is shown: the source went or is clean', '/a', false],
    ['its page is hidden: the page keeps its state', '/b', true],
    ['no page cache tells what is shown', null, false],
  ])('a released source is forgotten unless %s', (_label, shown, stillDirty) => {
    store().markDirty('dialog', '/a')
    store().setShownPage(shown)
    store().release('dialog', '/a')
    expect(isPageDirty('/a')).toBe(stillDirty)
  })

  it('forgets the pages the page cache dropped, and the pages discarded', () => {
    store().markDirty('x', '/a')
    store().markDirty('y', '/b')
    store().markDirty('z', '/c')
    store().keepPages(['/b', '/c'])
    expect(isPageDirty('/a')).toBe(false)
    store().forgetPages(['/b'])
    expect(Object.values(store().sources)).toEqual(['/c'])
  })
})
