import { describe, expect, it } from 'vitest'
import { pageSelectionState, togglePage, toggleRange, toggleRow } from './selection-rules'

describe('toggleRow', () => {
  it.each([
    [[], 'a', true, ['a']],
    [['a'], 'b', true, ['a', 'b']],
    [['a'], 'a', true, ['a']],
    [['a', 'b'], 'a', false, ['b']],
    [['b'], 'a', false, ['b']],
  ])('%j, %s ticked %s → %j', (keys, key, checked, expected) => {
    expect(toggleRow(keys, key, checked)).toEqual(expected)
  })
})

describe('togglePage', () => {
  it.each([
    [[], ['a', 'b'], true, ['a', 'b']],
    [['a'], ['a', 'b'], true, ['a', 'b']],
    [['x', 'a'], ['a', 'b'], true, ['x', 'a', 'b']],
    [['x', 'a', 'b'], ['a', 'b'], false, ['x']],
  ])('%j, page %j ticked %s → %j', (keys, page, checked, expected) => {
    expect(togglePage(keys, page, checked)).toEqual(expected)
  })
})

describe('pageSelectionState', () => {
  it.each([
    [[], ['a', 'b'], { checked: false, indeterminate: false }],
    [['a'], ['a', 'b'], { checked: false, indeterminate: true }],
    [['a', 'b', 'x'], ['a', 'b'], { checked: true, indeterminate: false }],
    [['x'], ['a', 'b'], { checked: false, indeterminate: false }],
    [[], [], { checked: false, indeterminate: false }],
  ])('%j on page %j → %j', (keys, page, expected) => {
    expect(pageSelectionState(keys, page)).toEqual(expected)
  })
})

describe('toggleRange', () => {
  const page = ['a', 'b', 'c', 'd']
  it.each([
    ['down from the anchor', ['a'], 'a', 'c', true, ['a', 'b', 'c']],
    ['up from the anchor', ['x'], 'd', 'b', true, ['x', 'b', 'c', 'd']],
    ['cleared over the range', ['a', 'b', 'c', 'd'], 'b', 'c', false, ['a', 'd']],
    ['no anchor yet', ['x'], null, 'c', true, ['x', 'c']],
    ['anchor on another page', [], 'z', 'b', true, ['b']],
  ])('%s', (_case, keys, anchor, key, checked, expected) => {
    expect(toggleRange(keys, page, anchor, key, checked)).toEqual(expected)
  })
})
