import { describe, expect, it } from 'vitest'
import { pageSelectionState, togglePage, toggleRow } from './selection-rules'

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
