import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { mswServer } from '../../../tests/setup/msw-server'
import { createHttpClient } from './create-http-client'
import { createFakeHttpDeps } from './test-support/fake-http-deps'

// /api/secure answers 200 only to `Bearer fresh`, 401 (empty body, like ABP) otherwise.
function protectEndpoint() {
  const authorizations: (string | null)[] = []
  mswServer.use(
    http.get('*/api/secure', ({ request }) => {
      const authorization = request.headers.get('authorization')
      authorizations.push(authorization)
      return authorization === 'Bearer fresh'
        ? HttpResponse.json({ n: new URL(request.url).searchParams.get('n') })
        : new HttpResponse(null, { status: 401 })
    }),
  )
  return authorizations
}

const fiveCalls = (get: (url: string, params: object) => Promise<unknown>) =>
  Promise.allSettled(Array.from({ length: 5 }, (_, n) => get('/api/secure', { n })))

describe('createHttpClient on 401', () => {
  it('a burst of 401s without a refresher: one toast, one onUnauthorized', async () => {
    protectEndpoint()
    const { deps, notifyError, onUnauthorized } = createFakeHttpDeps()
    const client = createHttpClient(deps)
    const results = await fiveCalls(client.get)
    expect(results.map((r) => r.status)).toEqual(Array(5).fill('rejected'))
    expect(notifyError).toHaveBeenCalledExactlyOnceWith('t:http.unauthorized', undefined)
    expect(onUnauthorized).toHaveBeenCalledOnce()
  })

  it('five concurrent 401s share one refresh and are all replayed with the new token', async () => {
    const authorizations = protectEndpoint()
    const fake = createFakeHttpDeps()
    const refreshAccessToken = vi.fn(async () => {
      await delay(30)
      fake.session.token = 'fresh'
      return true
    })
    const client = createHttpClient({ ...fake.deps, refreshAccessToken })
    const results = await fiveCalls(client.get)
    expect(results).toEqual(
      [0, 1, 2, 3, 4].map((n) => ({ status: 'fulfilled', value: { n: String(n) } })),
    )
    expect(refreshAccessToken).toHaveBeenCalledOnce()
    expect(authorizations.filter((a) => a === 'Bearer fresh')).toHaveLength(5)
    expect(fake.notifyError).not.toHaveBeenCalled()
    expect(fake.onUnauthorized).not.toHaveBeenCalled()
  })

  it('a failed refresh signs out once and shows one toast', async () => {
    protectEndpoint()
    const fake = createFakeHttpDeps()
    const refreshAccessToken = vi.fn(() => Promise.resolve(false))
    const client = createHttpClient({ ...fake.deps, refreshAccessToken })
    const results = await fiveCalls(client.get)
    expect(results.map((r) => r.status)).toEqual(Array(5).fill('rejected'))
    expect(refreshAccessToken).toHaveBeenCalledOnce()
    expect(fake.onUnauthorized).toHaveBeenCalledOnce()
    expect(fake.notifyError).toHaveBeenCalledExactlyOnceWith('t:http.unauthorized', undefined)
  })

  it('a replayed request that gets 401 again is not refreshed a second time', async () => {
    const authorizations = protectEndpoint()
    const fake = createFakeHttpDeps()
    const refreshAccessToken = vi.fn(() => {
      fake.session.token = 'still-wrong'
      return Promise.resolve(true)
    })
    const client = createHttpClient({ ...fake.deps, refreshAccessToken })
    await expect(client.get('/api/secure')).rejects.toMatchObject({ status: 401 })
    expect(authorizations).toEqual(['Bearer token-1', 'Bearer still-wrong'])
    expect(refreshAccessToken).toHaveBeenCalledOnce()
    expect(fake.onUnauthorized).toHaveBeenCalledOnce()
  })

  it('a 401 sent with a token that was renewed meanwhile is replayed without a refresh', async () => {
    const authorizations: (string | null)[] = []
    const fake = createFakeHttpDeps()
    mswServer.use(
      http.get('*/api/secure', ({ request }) => {
        const authorization = request.headers.get('authorization')
        authorizations.push(authorization)
        if (authorization === 'Bearer fresh') return HttpResponse.json({ ok: true })
        // Another request's refresh finished while this one was on the wire.
        fake.session.token = 'fresh'
        return new HttpResponse(null, { status: 401 })
      }),
    )
    const refreshAccessToken = vi.fn(() => Promise.resolve(false))
    const client = createHttpClient({ ...fake.deps, refreshAccessToken })
    await expect(client.get('/api/secure')).resolves.toEqual({ ok: true })
    expect(authorizations).toEqual(['Bearer token-1', 'Bearer fresh'])
    expect(refreshAccessToken).not.toHaveBeenCalled()
  })
})
