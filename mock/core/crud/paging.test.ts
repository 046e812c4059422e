import { describe, expect, it } from 'vitest'
import { compareValues, defaultOrder, parseSorting, readPageRequest, sortRows } from './paging.ts'

const whitelist = ['sort', 'name', 'creationTime']

describe('parseSorting', () => {
  it.each([
    ['name', [{ field: 'name', descending: false }]],
    ['name desc', [{ field: 'name', descending: true }]],
    ['Name DESC', [{ field: 'name', descending: true }]],
    ['CreationTime asc, name desc', [
      { field: 'creationTime', descending: false },
      { field: 'name', descending: true },
    ]],
    ['password', null],
    ['name sideways', null],
    ['name desc extra', null],
    ['name,', null],
    ['name; drop', null],
  ])('%j → %j', (text, expected) => {
    expect(parseSorting(text, whitelist)).toEqual(expected)
  }) // prettier-ignore
})

describe('readPageRequest', () => {
  const read = (query: string) => readPageRequest(new URLSearchParams(query), whitelist)

  it('defaults to the first 10 rows in the default order', () => {
    expect(read('')).toEqual({
      ok: true,
      request: { filter: null, sorting: null, skipCount: 0, maxResultCount: 10 },
    })
  })

  it('binds names case-insensitively and lower-cases the filter', () => {
    expect(read('Filter=%20AbC%20&SkipCount=20&MaxResultCount=1000&Sorting=name%20desc')).toEqual({
      ok: true,
      request: {
        filter: 'abc',
        sorting: [{ field: 'name', descending: true }],
        skipCount: 20,
        maxResultCount: 1000,
      },
    })
  })

  it.each([
    ['maxResultCount=0', 'maxResultCount', 'V3', ['1', '1000']],
    ['maxResultCount=1001', 'maxResultCount', 'V3', ['1', '1000']],
    ['maxResultCount=ten', 'maxResultCount', 'V3', ['1', '1000']],
    ['skipCount=-1', 'skipCount', 'V3', ['0', '2147483647']],
    ['sorting=password', 'sorting', 'V5', []],
    [`filter=${'x'.repeat(129)}`, 'filter', 'V2', ['128']],
  ])('%s → 400 %s on %s', (query, member, rule, args) => {
    expect(read(query)).toEqual({ ok: false, issues: [{ member, rule, args }] })
  })

  it('reports every problem together', () => {
    const result = read('maxResultCount=0&sorting=x')
    expect(result.ok ? [] : result.issues.map((i) => i.member)).toEqual([
      'sorting',
      'maxResultCount',
    ])
  })
})

describe('ordering', () => {
  it.each([
    [null, 'a', -1],
    ['a', null, 1],
    ['B', 'a', -1],
    ['机构', 'Z', 1],
    [2, 10, -8],
    [false, true, -1],
    ['x', 'x', 0],
  ])('compareValues(%j, %j) has the sign of %d', (a, b, sign) => {
    expect(Math.sign(compareValues(a, b))).toBe(Math.sign(sign))
  })

  it('orders by sort, then name in code points, then creation time', () => {
    const rows = [
      { name: 'b', sort: 1, creationTime: '2024-01-01' },
      { name: 'a', sort: 2, creationTime: '2024-01-01' },
      { name: 'B', sort: 1, creationTime: '2024-01-03' },
      { name: 'B', sort: 1, creationTime: '2024-01-02' },
    ]
    const sorted = [...rows].sort(defaultOrder)
    expect(sorted.map((r) => `${r.sort}${r.name}${r.creationTime.slice(-1)}`)).toEqual([
      '1B2',
      '1B3',
      '1b1',
      '2a1',
    ])
  })

  it('sorts by several keys with their directions', () => {
    const rows = [
      { n: 'a', s: 1 },
      { n: 'b', s: 2 },
      { n: 'c', s: 1 },
    ]
    const keys = [
      { field: 's', descending: true },
      { field: 'n', descending: true },
    ]
    const sorted = sortRows(rows, keys, { s: (r) => r.s, n: (r) => r.n })
    expect(sorted.map((r) => r.n)).toEqual(['b', 'c', 'a'])
  })
})
