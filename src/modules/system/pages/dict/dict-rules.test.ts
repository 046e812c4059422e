import { describe, expect, it } from 'vitest'
import { canWriteDictionaries, dictionaryLocks, selectDictionary } from './dict-rules'

describe('selectDictionary', () => {
  it.each([
    ['filter=a&page=2', 'd1', 'filter=a&page=2&dict=d1'],
    ['dict=d1&detail.page=3&detail.filter=吨&size=20', 'd2', 'dict=d2&size=20'],
    ['dict=d1&detail.enabled=false', undefined, ''],
  ])('%s, select %s → %s', (search, id, expected) => {
    const next = selectDictionary(new URLSearchParams(search), id)
    expect(next.toString()).toBe(new URLSearchParams(expected).toString())
  })
})

describe('dictionaryLocks', () => {
  it.each([
    [{ isStatic: true }, true],
    [{ isStatic: false }, false],
    [undefined, false],
  ])('%j → locked %s', (dictionary, locked) => {
    expect(dictionaryLocks(dictionary)).toEqual({
      name: locked,
      deleteDictionary: locked,
      detailValue: locked,
      deleteDetail: locked,
    })
  })
})

describe('canWriteDictionaries', () => {
  it.each([
    [{ tenantId: null }, true],
    [{ tenantId: '3a0f-demo' }, false],
    [undefined, true],
  ])('%j → %s', (identity, expected) => {
    expect(canWriteDictionaries(identity)).toBe(expected)
  })
})
