import { describe, expect, it } from 'vitest'
import { readListView, writeListView } from './list-url-state'

const keys = ['filter', 'enabled'] as const

describe('list URL state', () => {
  it('reads page, size, sort and filters', () => {
    const view = readListView(
      new URLSearchParams('page=3&size=20&sort=name:desc&filter=经理&enabled=true&x=1'),
      keys,
    )
    expect(view).toEqual({
      page: 3,
      pageSize: 20,
      sortField: 'name',
      sortOrder: 'descend',
      filter: '经理',
      filters: { filter: '经理', enabled: 'true' },
    })
  })

  it.each(['page=0', 'page=x', 'size=-5', 'sort=name', 'sort=name:sideways', 'sort=:asc'])(
    'falls back to the defaults for %s',
    (search) => {
      expect(readListView(new URLSearchParams(search), keys)).toEqual({
        page: 1,
        pageSize: 10,
        sortField: undefined,
        sortOrder: undefined,
        filter: undefined,
        filters: {},
      })
    },
  )

  it('writes only what differs from the defaults and keeps other params', () => {
    const base = new URLSearchParams('tab=2&page=4')
    const first = writeListView(base, { page: 1, pageSize: 10, filters: { filter: ' a ' } }, keys)
    expect(first.toString()).toBe('tab=2&filter=a')
    const next = writeListView(
      base,
      { page: 2, pageSize: 50, sortField: 'sort', sortOrder: 'ascend', filters: {} },
      keys,
    )
    expect(readListView(next, keys)).toMatchObject({ page: 2, pageSize: 50, sortField: 'sort' })
    expect(next.get('sort')).toBe('sort:asc')
  })
})
