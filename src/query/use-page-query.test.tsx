import { QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import { Activity } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { createAppQueryClient } from './query-client'
import { prefetchOnIntent } from './intent-prefetch'
import { projectScope, tenantScope } from './query-keys'
import { usePageQuery } from './use-page-query'

/** A project-scoped page: shows what it loaded for its project. */
function ProjectPage({ projectId, load }: { projectId: string; load: (id: string) => string }) {
  const { data } = usePageQuery({
    queryKey: [...projectScope(tenantScope(null), projectId), 'base', 'thing'],
    queryFn: () => Promise.resolve(load(projectId)),
  })
  return <p>{data ?? 'loading'}</p>
}

/** The page inside <Activity>, as the tab cache keeps it. */
function renderKeptPage() {
  const client = createAppQueryClient()
  const load = vi.fn((id: string) => `things of ${id}`)
  const view = (projectId: string, mode: 'visible' | 'hidden') => (
    <QueryClientProvider client={client}>
      <Activity mode={mode}>
        <ProjectPage projectId={projectId} load={load} />
      </Activity>
    </QueryClientProvider>
  )
  const { rerender } = render(view('p1', 'visible'))
  const show = async (projectId: string, mode: 'visible' | 'hidden') => {
    // An async act lets the queries settle (a refetch of a page shown again) before asserting.
    await act(() => Promise.resolve(rerender(view(projectId, mode))))
  }
  return { client, load, show }
}

describe('usePageQuery in a kept page', () => {
  it('calls nothing when the page is shown again with the same key', async () => {
    const { load, show } = renderKeptPage()
    expect(await screen.findByText('things of p1')).toBeTruthy()
    await show('p1', 'hidden')
    await show('p1', 'visible')
    expect(screen.getByText('things of p1')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('loads the new project once when another project was chosen while it was hidden', async () => {
    const { load, show } = renderKeptPage()
    await screen.findByText('things of p1')
    await show('p2', 'hidden')
    await show('p2', 'visible')
    expect(await screen.findByText('things of p2')).toBeTruthy()
    expect(load.mock.calls.map(([id]) => id)).toEqual(['p1', 'p2'])
  })

  it('reloads what a mutation invalidated meanwhile', async () => {
    const { client, load, show } = renderKeptPage()
    await screen.findByText('things of p1')
    await show('p1', 'hidden')
    await act(() => client.invalidateQueries({ queryKey: ['tenant'] }))
    await show('p1', 'visible')
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2))
  })
})

describe('usePageQuery opened from a menu entry', () => {
  // Each test has a key of its own: intents are remembered for their window.
  function UsersPage({ name, load }: { name: string; load: () => Promise<string> }) {
    const { data } = usePageQuery({ queryKey: ['tenant', 'host', name], queryFn: load })
    return <p>{data ?? 'loading'}</p>
  }

  it('shows what was prefetched when the entry was pointed at, without asking again', async () => {
    const client = createAppQueryClient()
    const load = vi.fn(() => Promise.resolve('first users'))
    prefetchOnIntent(client, { queryKey: ['tenant', 'host', 'users-page'], queryFn: load })
    await vi.waitFor(() =>
      expect(client.getQueryData(['tenant', 'host', 'users-page'])).toBeDefined(),
    )
    render(
      <QueryClientProvider client={client}>
        <UsersPage name="users-page" load={load} />
      </QueryClientProvider>,
    )
    expect(screen.getByText('first users')).toBeTruthy()
    await act(() => Promise.resolve())
    expect(load).toHaveBeenCalledOnce()
  })

  it('asks again for data loaded before the intent (an earlier visit)', async () => {
    const client = createAppQueryClient()
    const load = vi.fn(() => Promise.resolve('users'))
    client.setQueryData(['tenant', 'host', 'users-earlier'], 'earlier users', {
      updatedAt: Date.now() - 1,
    })
    prefetchOnIntent(client, { queryKey: ['tenant', 'host', 'users-earlier'], queryFn: load })
    render(
      <QueryClientProvider client={client}>
        <UsersPage name="users-earlier" load={load} />
      </QueryClientProvider>,
    )
    expect(screen.getByText('earlier users')).toBeTruthy()
    expect(await screen.findByText('users')).toBeTruthy()
    expect(load).toHaveBeenCalledOnce()
  })
})
