import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import i18n from '@/i18n/i18n'
import { createCrudQueries } from '@/query/crud-queries'
import { tenantScope } from '@/query/query-keys'
import { crudPagePrefetch } from './crud-page-prefetch'
import { listRequest } from './list-request'
import { readListView } from './list-url-state'
import { warmListPageStyles } from './warm-list-page-styles'

// Drawing needs a document (warm-list-page-styles.test.tsx draws it).
vi.mock('./warm-list-page-styles', () => ({ warmListPageStyles: vi.fn() }))

function setUp(resource: string) {
  const getList = vi.fn(() => Promise.resolve({ items: [], totalCount: 0 }))
  const queries = createCrudQueries(['base', resource], { getList, get: vi.fn() })
  const client = new QueryClient()
  const tenant = tenantScope(null)
  return { getList, queries, client, tenant }
}

describe('crudPagePrefetch', () => {
  it('loads the texts, the first page, under the key the page will ask with, and the styles', async () => {
    const { getList, queries, client, tenant } = setUp('prefetched-users')
    const loadTexts = vi.spyOn(i18n, 'loadNamespaces').mockResolvedValue(undefined)
    const defaultSort = { field: 'creationTime', order: 'descend' as const }
    const prefetch = crudPagePrefetch({ texts: ['user', 'permission'], queries, defaultSort })
    prefetch({ target: new URL('http://app.test/organization/user'), tenant, client })
    expect(loadTexts).toHaveBeenCalledWith(['user', 'permission'])
    expect(warmListPageStyles).toHaveBeenCalled()
    const { input } = listRequest(readListView(new URLSearchParams(), []), undefined, defaultSort)
    await vi.waitFor(() =>
      expect(client.getQueryData(queries.list(tenant, input).queryKey)).toEqual({
        items: [],
        totalCount: 0,
      }),
    )
    expect(getList).toHaveBeenCalledWith(
      { skipCount: 0, maxResultCount: 10, sorting: 'creationTime desc' },
      expect.objectContaining({ silent: true }),
    )
  })

  it('asks for no list when the link carries a search (the page’s fields read it)', () => {
    const { getList, queries, client, tenant } = setUp('searched-users')
    vi.spyOn(i18n, 'loadNamespaces').mockResolvedValue(undefined)
    crudPagePrefetch({ texts: ['user'], queries })({
      target: new URL('http://app.test/organization/user?filter=王'),
      tenant,
      client,
    })
    expect(getList).not.toHaveBeenCalled()
  })
})
