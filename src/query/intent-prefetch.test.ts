import { describe, expect, it, vi } from 'vitest'
import { createAppQueryClient } from './query-client'
import { intentWindowMs, prefetchOnIntent, intentStartedAt } from './intent-prefetch'

// Each test uses keys of its own: the module remembers intents for the window.
const options = (key: string, queryFn: () => Promise<string>) => ({
  queryKey: ['tenant', 'host', key],
  queryFn,
})

describe('prefetchOnIntent', () => {
  it('asks once however often the pointer passes within the window, and again after it', async () => {
    const client = createAppQueryClient()
    const load = vi.fn(() => Promise.resolve('rows'))
    prefetchOnIntent(client, options('users', load), 1_000)
    prefetchOnIntent(client, options('users', load), 1_000 + intentWindowMs - 1)
    expect(load).toHaveBeenCalledOnce()
    await vi.waitFor(() => expect(client.getQueryData(['tenant', 'host', 'users'])).toBe('rows'))
    await client.invalidateQueries({ queryKey: ['tenant'], refetchType: 'none' })
    prefetchOnIntent(client, options('users', load), 1_000 + intentWindowMs)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('forgets a failure silently: nothing cached, nothing reported, the next meeting asks again', async () => {
    const client = createAppQueryClient()
    const report = vi.fn()
    client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') report(event.query.meta)
    })
    const load = vi.fn(() => Promise.reject(new Error('offline')))
    prefetchOnIntent(client, options('roles', load), 1_000)
    await vi.waitFor(() =>
      expect(client.getQueryState(['tenant', 'host', 'roles'])).toBeUndefined(),
    )
    expect(report.mock.calls).toEqual([[{ silent: true }]])
    expect(intentStartedAt(['tenant', 'host', 'roles'], 1_001)).toBeUndefined()
    prefetchOnIntent(client, options('roles', load), 1_002)
    expect(load).toHaveBeenCalledTimes(2)
  })
})

describe('intentStartedAt', () => {
  it('gives the time the intent began to every render within the window (a render Suspense threw away, and its retry)', () => {
    const client = createAppQueryClient()
    const load = () => Promise.resolve('rows')
    prefetchOnIntent(client, options('posts', load), 5_000)
    expect(intentStartedAt(['tenant', 'host', 'posts'], 5_400)).toBe(5_000)
    expect(intentStartedAt(['tenant', 'host', 'posts'], 5_401)).toBe(5_000)
    expect(intentStartedAt(['tenant', 'host', 'posts'], 5_000 + intentWindowMs)).toBeUndefined()
    expect(intentStartedAt(['tenant', 'host', 'never-asked'], 5_001)).toBeUndefined()
  })
})
