import { describe, expect, it } from 'vitest'
import { lastPage, toPage, toPagedRequest, toSorting, type ListView } from './paging'

describe('toPagedRequest', () => {
  it.each<[string, ListView, object]>([
    ['first page', { page: 1, pageSize: 10 }, { skipCount: 0, maxResultCount: 10 }],
    ['page 2', { page: 2, pageSize: 10 }, { skipCount: 10, maxResultCount: 10 }],
    ['page 3 of 20', { page: 3, pageSize: 20 }, { skipCount: 40, maxResultCount: 20 }],
    ['page 0 → 1', { page: 0, pageSize: 10 }, { skipCount: 0, maxResultCount: 10 }],
    ['NaN page', { page: Number.NaN, pageSize: 10 }, { skipCount: 0, maxResultCount: 10 }],
    ['size 0 → default', { page: 1, pageSize: 0 }, { skipCount: 0, maxResultCount: 10 }],
    ['size above 1000', { page: 1, pageSize: 5000 }, { skipCount: 0, maxResultCount: 1000 }],
    [
      'ascending',
      { page: 1, pageSize: 10, sortField: 'name', sortOrder: 'ascend' },
      { skipCount: 0, maxResultCount: 10, sorting: 'name asc' },
    ],
    [
      'descending',
      { page: 2, pageSize: 50, sortField: 'creationTime', sortOrder: 'descend' },
      { skipCount: 50, maxResultCount: 50, sorting: 'creationTime desc' },
    ],
    [
      'field without order',
      { page: 1, pageSize: 10, sortField: 'name' },
      { skipCount: 0, maxResultCount: 10 },
    ],
    [
      'filter trimmed',
      { page: 1, pageSize: 10, filter: '  经理 ' },
      { skipCount: 0, maxResultCount: 10, filter: '经理' },
    ],
    [
      'blank filter',
      { page: 1, pageSize: 10, filter: '   ' },
      { skipCount: 0, maxResultCount: 10 },
    ],
  ])('%s', (_name, view, expected) => {
    expect(toPagedRequest(view)).toEqual(expected)
  })
})

describe('toSorting', () => {
  it.each([
    ['sort', 'ascend', 'sort asc'],
    ['sort', 'descend', 'sort desc'],
    [undefined, 'ascend', undefined],
    ['sort', undefined, undefined],
  ] as const)('%s %s → %s', (field, order, expected) => {
    expect(toSorting(field, order)).toBe(expected)
  })
})

describe('toPage and lastPage', () => {
  it.each([
    [0, 10, 1],
    [10, 10, 2],
    [25, 10, 3],
    [-5, 10, 1],
  ])('skipCount %i, size %i → page %i', (skip, size, page) => {
    expect(toPage(skip, size)).toBe(page)
  })

  it.each([
    [0, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [95, 20, 5],
  ])('%i rows, size %i → last page %i', (total, size, page) => {
    expect(lastPage(total, size)).toBe(page)
  })
})
