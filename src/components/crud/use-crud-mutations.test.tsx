import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { CrudApi } from '@/api/abp/crud-api'
import { createCrudQueries } from '@/query/crud-queries'
import { tenantScope } from '@/query/query-keys'
import { useCrudMutations } from './use-crud-mutations'

interface Thing {
  id: string
}

const api = {
  path: '/api/things',
  update: vi.fn((id: string) => Promise.resolve({ id })),
} as unknown as CrudApi<Thing, Thing, Thing, object>

const queries = createCrudQueries(['base', 'thing'], api)
const scope = tenantScope('t1')

function setup(refreshAlso?: (queryKey: readonly unknown[]) => boolean) {
  const client = new QueryClient()
  const keys = {
    own: [...scope, 'base', 'thing', 'list'],
    related: ['tenant', 't1', 'project', 'p1', 'base', 'shows-things'],
    unrelated: ['tenant', 't1', 'base', 'other'],
    otherTenant: ['tenant', 't2', 'base', 'shows-things'],
  }
  for (const key of Object.values(keys)) client.setQueryData(key, 'cached')
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  const { result } = renderHook(() => useCrudMutations({ api, queries, refreshAlso }, scope), {
    wrapper,
  })
  const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated
  return { result, keys, stale }
}

describe('useCrudMutations', () => {
  it("reloads the resource's own views and, after a write, the tenant's views it names", async () => {
    const { result, keys, stale } = setup((key) => key.includes('shows-things'))
    await act(() => result.current.update.mutateAsync({ id: 'a', input: { id: 'a' } }))
    expect(stale(keys.own)).toBe(true)
    expect(stale(keys.related)).toBe(true)
    expect(stale(keys.unrelated)).toBe(false)
    expect(stale(keys.otherTenant)).toBe(false)
  })

  it('reloads only its own views when it names no others', async () => {
    const { result, keys, stale } = setup()
    await act(() => result.current.update.mutateAsync({ id: 'a', input: { id: 'a' } }))
    expect(stale(keys.own)).toBe(true)
    expect(stale(keys.related)).toBe(false)
  })
})
