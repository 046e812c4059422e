import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { mswServer } from '../../../tests/setup/msw-server'
import { createHttpClient } from './create-http-client'
import { createFakeHttpDeps } from './test-support/fake-http-deps'

interface Captured {
  method: string
  url: URL
  headers: Headers
  body: string
}

// Answers every method on /api/echo with 200 and records what arrived.
function captureRequests(): Captured[] {
  const seen: Captured[] = []
  mswServer.use(
    http.all('*/api/echo', async ({ request }) => {
      seen.push({
        method: request.method,
        url: new URL(request.url),
        headers: request.headers,
        body: await request.text(),
      })
      return HttpResponse.json({ ok: true })
    }),
  )
  return seen
}

describe('createHttpClient requests', () => {
  it('sends the bearer token, zh-Hans, X-Requested-With and no __tenant on the host', async () => {
    const seen = captureRequests()
    const { deps } = createFakeHttpDeps()
    await createHttpClient(deps).get('/api/echo')
    expect(seen[0].headers.get('authorization')).toBe('Bearer token-1')
    expect(seen[0].headers.get('accept-language')).toBe('zh-Hans')
    expect(seen[0].headers.get('x-requested-with')).toBe('XMLHttpRequest')
    expect(seen[0].headers.has('__tenant')).toBe(false)
  })

  it('sends __tenant when signed in to a tenant and no Authorization without a token', async () => {
    const seen = captureRequests()
    const { deps, session } = createFakeHttpDeps()
    session.token = undefined
    session.tenantId = '3a0b4a11-1f2d-4c3b-9d8e-7f6a5b4c3d2e'
    await createHttpClient(deps).get('/api/echo')
    expect(seen[0].headers.get('__tenant')).toBe('3a0b4a11-1f2d-4c3b-9d8e-7f6a5b4c3d2e')
    expect(seen[0].headers.has('authorization')).toBe(false)
  })

  it('resolves with the response data, not the axios response', async () => {
    captureRequests()
    const data = await createHttpClient(createFakeHttpDeps().deps).get<{ ok: boolean }>('/api/echo')
    expect(data).toEqual({ ok: true })
  })

  it('post sends a form-encoded body', async () => {
    const seen = captureRequests()
    await createHttpClient(createFakeHttpDeps().deps).post('/api/echo', {
      name: 'a b',
      ids: [1, 2],
      filter: { kind: 'x' },
    })
    expect(seen[0].method).toBe('POST')
    expect(seen[0].headers.get('content-type')).toContain('application/x-www-form-urlencoded')
    expect(new URLSearchParams(seen[0].body).getAll('ids')).toEqual(['1', '2'])
    expect(Object.fromEntries(new URLSearchParams(seen[0].body))).toMatchObject({
      name: 'a b',
      'filter.kind': 'x',
    })
  })

  it('get repeats array parameters without indices', async () => {
    const seen = captureRequests()
    await createHttpClient(createFakeHttpDeps().deps).get('/api/echo', { ids: ['a', 'b'], n: 1 })
    expect(seen[0].url.search).toBe('?ids=a&ids=b&n=1')
  })

  it('delete puts its parameters in the query', async () => {
    const seen = captureRequests()
    await createHttpClient(createFakeHttpDeps().deps).delete('/api/echo', { id: '7' })
    expect(seen[0].method).toBe('DELETE')
    expect(seen[0].url.searchParams.get('id')).toBe('7')
    expect(seen[0].body).toBe('')
  })

  it('put sends JSON', async () => {
    const seen = captureRequests()
    await createHttpClient(createFakeHttpDeps().deps).put('/api/echo', { name: 'x', ids: [1] })
    expect(seen[0].headers.get('content-type')).toContain('application/json')
    expect(JSON.parse(seen[0].body)).toEqual({ name: 'x', ids: [1] })
  })
})
