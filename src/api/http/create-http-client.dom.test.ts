import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { createFakeHttpDeps } from '@tests/support/fake-http-deps'
import { mswServer } from '@tests/setup/msw-server'
import { createHttpClient } from './create-http-client'

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
  it('sends the bearer token, the language, X-Requested-With and no __tenant on the host', async () => {
    const seen = captureRequests()
    const { deps } = createFakeHttpDeps({ getLanguage: () => 'zh-Hans' })
    await createHttpClient(deps).get('/api/echo')
    expect(seen[0].headers.get('authorization')).toBe('Bearer token-1')
    expect(seen[0].headers.get('accept-language')).toBe('zh-Hans')
    expect(seen[0].headers.get('x-requested-with')).toBe('XMLHttpRequest')
    expect(seen[0].headers.has('__tenant')).toBe(false)
    expect(seen[0].headers.has('requestverificationtoken')).toBe(false)
  })

  it('sends __tenant when signed in to a tenant and no Authorization without a token', async () => {
    const seen = captureRequests()
    const { deps, state } = createFakeHttpDeps()
    state.token = undefined
    state.tenant = '3a0b4a11-1f2d-4c3b-9d8e-7f6a5b4c3d2e'
    await createHttpClient(deps).get('/api/echo')
    expect(seen[0].headers.get('__tenant')).toBe('3a0b4a11-1f2d-4c3b-9d8e-7f6a5b4c3d2e')
    expect(seen[0].headers.has('authorization')).toBe(false)
  })

  it('reads the session at each request: a token that changed is the one sent', async () => {
    const seen = captureRequests()
    const { deps, state } = createFakeHttpDeps()
    const client = createHttpClient(deps)
    await client.get('/api/echo')
    state.token = 'token-2'
    await client.get('/api/echo')
    expect(seen.map((request) => request.headers.get('authorization'))).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ])
  })

  it('a caller-given __tenant or Accept-Language wins over the session', async () => {
    const seen = captureRequests()
    const { deps, state } = createFakeHttpDeps()
    state.tenant = 'acme'
    await createHttpClient(deps).get('/api/echo', undefined, {
      headers: { __tenant: 'other', 'Accept-Language': 'ja' },
    })
    expect(seen[0].headers.get('__tenant')).toBe('other')
    expect(seen[0].headers.get('accept-language')).toBe('ja')
  })

  it('echoes the anti-forgery token when the server issued one', async () => {
    const seen = captureRequests()
    const { deps } = createFakeHttpDeps({ getCsrfToken: () => 'csrf-1' })
    await createHttpClient(deps).post('/api/echo', { a: 1 })
    expect(seen[0].headers.get('requestverificationtoken')).toBe('csrf-1')
  })

  it('resolves with the response data, not the axios response', async () => {
    captureRequests()
    const data = await createHttpClient(createFakeHttpDeps().deps).get<{ ok: boolean }>('/api/echo')
    expect(data).toEqual({ ok: true })
  })

  it('post sends JSON', async () => {
    const seen = captureRequests()
    await createHttpClient(createFakeHttpDeps().deps).post('/api/echo', {
      name: 'a b',
      ids: [1, 2],
      filter: { kind: 'x' },
    })
    expect(seen[0].method).toBe('POST')
    expect(seen[0].headers.get('content-type')).toContain('application/json')
    expect(JSON.parse(seen[0].body)).toEqual({ name: 'a b', ids: [1, 2], filter: { kind: 'x' } })
  })

  it('postForm sends a form-encoded body (repeated arrays, dotted objects)', async () => {
    const seen = captureRequests()
    await createHttpClient(createFakeHttpDeps().deps).postForm('/api/echo', {
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

  it('get repeats array parameters without indices and dots nested ones', async () => {
    const seen = captureRequests()
    await createHttpClient(createFakeHttpDeps().deps).get('/api/echo', {
      ids: ['a', 'b'],
      n: 1,
      range: { min: 2 },
      skipped: undefined,
    })
    expect(seen[0].url.search).toBe('?ids=a&ids=b&n=1&range.min=2')
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
