import { describe, expect, it } from 'vitest'
import { sameFieldValue, staleConflicts } from './stale-conflicts'

describe('staleConflicts', () => {
  const opened = { name: 'Site A', sort: 1, enabled: true, description: null, tags: ['a'] }

  it.each([
    ['nobody changed anything', opened, opened, []],
    ['the user changed a field the server left alone', opened, { ...opened, name: 'Mine' }, []],
    [
      'the server changed a field the user left alone',
      { ...opened, sort: 5 },
      opened,
      [{ name: 'sort', server: 5, mine: 1 }],
    ],
    [
      'both changed one field differently',
      { ...opened, name: 'Theirs' },
      { ...opened, name: 'Mine' },
      [{ name: 'name', server: 'Theirs', mine: 'Mine' }],
    ],
    [
      'both changed one field to the same value',
      { ...opened, name: 'Same' },
      { ...opened, name: 'Same' },
      [],
    ],
    [
      'the server cleared a field',
      { ...opened, description: null, name: null },
      opened,
      [{ name: 'name', server: null, mine: 'Site A' }],
    ],
    [
      'the server wrote "" where null was (the same: empty)',
      { ...opened, description: '' },
      opened,
      [],
    ],
    [
      'the server changed a list',
      { ...opened, tags: ['a', 'b'] },
      opened,
      [{ name: 'tags', server: ['a', 'b'], mine: ['a'] }],
    ],
    [
      'the server changed a member the form has no field for',
      { ...opened, concurrencyStamp: 'new', creationTime: 'x' },
      opened,
      [],
    ],
    [
      'several, in the form order',
      { ...opened, enabled: false, name: 'Theirs' },
      { ...opened, name: 'Mine' },
      [
        { name: 'name', server: 'Theirs', mine: 'Mine' },
        { name: 'enabled', server: false, mine: true },
      ],
    ],
  ])('%s', (_case, server, mine, expected) => {
    expect(staleConflicts(opened, server, mine)).toEqual(expected)
  })
})

describe('sameFieldValue', () => {
  it.each([
    [undefined, null, true],
    ['', [], true],
    [0, null, false],
    [false, undefined, false],
    [{ a: 1 }, { a: 1 }, true],
    ['1', 1, false],
  ])('%j and %j: %s', (a, b, expected) => {
    expect(sameFieldValue(a, b)).toBe(expected)
  })
})
