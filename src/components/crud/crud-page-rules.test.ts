import { describe, expect, it } from 'vitest'
import {
  filterKeysOf,
  namesOfSelected,
  searchKeeping,
  selectionOf,
  withoutKeys,
} from './crud-page-rules'

describe('searchKeeping', () => {
  it.each([
    [
      'keeps a filter another control owns',
      { filter: 'a' },
      { organizationId: 'o' },
      { filter: 'a', organizationId: 'o' },
    ],
    ['a reset keeps it too', {}, { filter: 'a', organizationId: 'o' }, { organizationId: 'o' }],
    ['nothing to keep', { filter: 'b' }, { filter: 'a' }, { filter: 'b' }],
    ['the form cannot set a kept filter', { organizationId: 'x' }, {}, {}],
  ])('%s', (_name, searched, current, expected) => {
    expect(searchKeeping<string>(searched, current, ['organizationId'])).toEqual(expected)
  })
})

describe('withoutKeys', () => {
  it.each([
    [['a', 'b', 'c'], ['b'], ['a', 'c']],
    [['a'], ['x'], ['a']],
    [[], ['a'], []],
  ])('%j without %j is %j', (keys, deleted, expected) => {
    expect(withoutKeys(keys, deleted)).toEqual(expected)
  })
})

describe('selectionOf', () => {
  it.each([
    ['the same list', 'h1', 'h1', ['a']],
    ['another list', 'h1', 'h2', []],
    ['a page with one list', undefined, undefined, ['a']],
  ])('%s', (_name, owner, now, expected) => {
    expect(selectionOf({ owner, keys: ['a'] }, now)).toEqual(expected)
  })
})

describe('filterKeysOf', () => {
  it.each([
    ['the search fields name the filters', ['filter', 'enabled'], undefined, ['filter', 'enabled']],
    ['then those other controls set', ['filter'], ['organizationId'], ['filter', 'organizationId']],
    ['each once', ['filter', 'status'], ['status'], ['filter', 'status']],
    ['or only those, without a search form', undefined, ['status'], ['status']],
  ])('%s', (_case, names, others, keys) => {
    const search = names?.map((name) => ({ name }))
    expect(filterKeysOf(search, others)).toEqual(keys)
  })
})

describe('namesOfSelected', () => {
  const rows = ['a', 'b', 'c', 'd'].map((id) => ({ id, name: `N${id}` }))
  const nameOf = (row: { name: string }) => row.name
  it.each([
    [
      'the selected rows of the page, in its order',
      ['c', 'a'],
      5,
      { names: ['Na', 'Nc'], more: 0 },
    ],
    ['at most max, the rest counted', ['a', 'b', 'c', 'd'], 2, { names: ['Na', 'Nb'], more: 2 }],
    ['a selection on other pages is counted', ['a', 'x', 'y'], 5, { names: ['Na'], more: 2 }],
    ['nothing selected', [], 5, { names: [], more: 0 }],
  ])('%s', (_name, keys, max, expected) => {
    expect(namesOfSelected(rows, keys, nameOf, max)).toEqual(expected)
  })
})
