import { describe, expect, it } from 'vitest'
import { readListView, writeListView } from './list-url-state'

/** Two lists on one page (master–detail): the second names its params with a prefix. */
const keys = ['filter', 'enabled'] as const
const search = 'dict=d1&page=2&filter=unit&detail.page=3&detail.sort=label:desc&detail.filter=吨'

describe('list URL state with a prefix', () => {
  it.each([
    ['', { page: 2, sortField: undefined, filters: { filter: 'unit' } }],
    ['detail.', { page: 3, sortField: 'label', filters: { filter: '吨' } }],
  ])('reads only the params of list %j', (prefix, expected) => {
    const view = readListView(new URLSearchParams(search), keys, prefix)
    expect(view).toMatchObject({ ...expected, filter: expected.filters.filter })
  })

  it('writes its own params and keeps the other list’s', () => {
    const params = new URLSearchParams(search)
    const view = readListView(params, keys, 'detail.')
    const next = writeListView(params, { ...view, page: 1, filters: { enabled: 'false' } }, keys, 'detail.') // prettier-ignore
    expect(next.toString()).toBe(
      new URLSearchParams(
        'dict=d1&page=2&filter=unit&detail.sort=label:desc&detail.enabled=false',
      ).toString(),
    )
  })
})
