import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { createNotifier } from '@/feedback/notifier'
import { createFakeHttpDeps } from '@tests/support/fake-http-deps'
import { mswServer } from '@tests/setup/msw-server'
import { ApiError } from './api-error'
import { createHttpClient } from './create-http-client'

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

/** A session whose renewal is shared by its callers, as the real sessions' single flight. */
function singleFlight(renewOnce: () => Promise<'renewed' | 'ended' | 'unreachable'>) {
  let flight: Promise<'renewed' | 'ended' | 'unreachable'> | undefined
  return () => {
    flight ??= renewOnce().finally(() => {
      flight = undefined
    })
    return flight
  }
}

describe('createHttpClient on 401', () => {
  it('a burst of 401s the session cannot renew: every call is reported, one toast on screen', async () => {
    protectEndpoint()
    const notifier = createNotifier()
    const shown: string[] = []
    notifier.register({ error: (message) => shown.push(message) })
    const fake = createFakeHttpDeps()
    const { deps, onSessionEnded, renew } = createFakeHttpDeps({
      reportError: (error) => {
        fake.reportError(error)
        notifier.error(error.message, error.details ?? undefined)
      },
    })
    const results = await fiveCalls(createHttpClient(deps).get)
    expect(results.map((r) => r.status)).toEqual(Array(5).fill('rejected'))
    expect(renew).toHaveBeenCalled()
    expect(fake.reported()).toEqual(Array(5).fill('t:http.unauthorized'))
    expect(shown).toEqual(['t:http.unauthorized'])
    // Each failed call says so; the app's burst gate restarts the sign-in once (bootstrap.ts).
    expect(onSessionEnded).toHaveBeenCalled()
  })

  it('a speculative call (asked before the session is confirmed) that earns a 401 only rejects', async () => {
    protectEndpoint()
    const { deps, onSessionEnded, renew, reported } = createFakeHttpDeps()
    const call = createHttpClient(deps).get('/api/secure', undefined, {
      silent: true,
      speculative: true,
    })
    await expect(call).rejects.toMatchObject({ status: 401 })
    expect(renew).not.toHaveBeenCalled()
    expect(onSessionEnded).not.toHaveBeenCalled()
    expect(reported()).toEqual([])
  })

  it('calls made after the token expired wait for the (late) renewal instead of earning 401s', async () => {
    const authorizations = protectEndpoint()
    const fake = createFakeHttpDeps()
    fake.state.expired = true
    fake.renew.mockImplementation(
      singleFlight(async () => {
        await delay(30)
        fake.state.token = 'fresh'
        fake.state.expired = false
        return 'renewed'
      }),
    )
    const results = await fiveCalls(createHttpClient(fake.deps).get)
    expect(results.map((r) => r.status)).toEqual(Array(5).fill('fulfilled'))
    expect(authorizations).toEqual(Array(5).fill('Bearer fresh'))
    expect(fake.reported()).toEqual([])
  })

  it('five concurrent 401s share one renewal and are all replayed with the new token', async () => {
    const authorizations = protectEndpoint()
    const fake = createFakeHttpDeps()
    let renewals = 0
    fake.renew.mockImplementation(
      singleFlight(async () => {
        renewals += 1
        await delay(30)
        fake.state.token = 'fresh'
        return 'renewed'
      }),
    )
    const results = await fiveCalls(createHttpClient(fake.deps).get)
    expect(results).toEqual(
      [0, 1, 2, 3, 4].map((n) => ({ status: 'fulfilled', value: { n: String(n) } })),
    )
    // Only one renewal ran (the session's single flight) …
    expect(renewals).toBe(1)
    expect(authorizations.filter((a) => a === 'Bearer token-1')).toHaveLength(5)
    // … and each call was replayed once, with the renewed token.
    expect(authorizations.filter((a) => a === 'Bearer fresh')).toHaveLength(5)
    expect(fake.reportError).not.toHaveBeenCalled()
    expect(fake.onSessionEnded).not.toHaveBeenCalled()
  })

  it('a refused renewal ends the session with the 401 error', async () => {
    protectEndpoint()
    const fake = createFakeHttpDeps()
    fake.renew.mockResolvedValue('ended')
    const error = await createHttpClient(fake.deps)
      .get('/api/secure')
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 401, message: 't:http.unauthorized' })
    expect(fake.renew).toHaveBeenCalledOnce()
    expect(fake.onSessionEnded).toHaveBeenCalledOnce()
    expect(fake.reported()).toEqual(['t:http.unauthorized'])
  })

  it('an unreachable server during the renewal is an outage: network error, no sign-out', async () => {
    const authorizations = protectEndpoint()
    const fake = createFakeHttpDeps()
    fake.renew.mockResolvedValue('unreachable')
    const error = await createHttpClient(fake.deps)
      .get('/api/secure')
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: null, isNetworkError: true, message: 't:http.network' })
    expect(authorizations).toEqual(['Bearer token-1'])
    expect(fake.onSessionEnded).not.toHaveBeenCalled()
    expect(fake.reported()).toEqual(['t:http.network'])
  })

  it('an outage during the renewal of a silent call rejects without a report', async () => {
    protectEndpoint()
    const fake = createFakeHttpDeps()
    fake.renew.mockResolvedValue('unreachable')
    await expect(
      createHttpClient(fake.deps).get('/api/secure', undefined, { silent: true }),
    ).rejects.toMatchObject({ status: null })
    expect(fake.reportError).not.toHaveBeenCalled()
    expect(fake.onSessionEnded).not.toHaveBeenCalled()
  })

  it('a silent call still ends the session on a 401 the renewal cannot fix', async () => {
    protectEndpoint()
    const fake = createFakeHttpDeps()
    await expect(
      createHttpClient(fake.deps).get('/api/secure', undefined, { silent: true }),
    ).rejects.toMatchObject({ status: 401 })
    expect(fake.reportError).not.toHaveBeenCalled()
    expect(fake.onSessionEnded).toHaveBeenCalledOnce()
  })

  it('a replayed request that gets 401 again is not renewed a second time', async () => {
    const authorizations = protectEndpoint()
    const fake = createFakeHttpDeps()
    fake.renew.mockImplementation(() => {
      fake.state.token = 'still-wrong'
      return Promise.resolve('renewed')
    })
    await expect(createHttpClient(fake.deps).get('/api/secure')).rejects.toMatchObject({
      status: 401,
    })
    expect(authorizations).toEqual(['Bearer token-1', 'Bearer still-wrong'])
    expect(fake.renew).toHaveBeenCalledOnce()
    expect(fake.onSessionEnded).toHaveBeenCalledOnce()
  })

  it('a 401 sent with a token that was renewed meanwhile is replayed without a renewal', async () => {
    const authorizations: (string | null)[] = []
    const fake = createFakeHttpDeps()
    mswServer.use(
      http.get('*/api/secure', ({ request }) => {
        const authorization = request.headers.get('authorization')
        authorizations.push(authorization)
        if (authorization === 'Bearer fresh') return HttpResponse.json({ ok: true })
        // Another request's renewal finished while this one was on the wire.
        fake.state.token = 'fresh'
        return new HttpResponse(null, { status: 401 })
      }),
    )
    await expect(createHttpClient(fake.deps).get('/api/secure')).resolves.toEqual({ ok: true })
    expect(authorizations).toEqual(['Bearer token-1', 'Bearer fresh'])
    expect(fake.renew).not.toHaveBeenCalled()
  })

  it('a 403 is not a reason to renew', async () => {
    mswServer.use(http.get('*/api/secure', () => new HttpResponse(null, { status: 403 })))
    const fake = createFakeHttpDeps()
    await expect(createHttpClient(fake.deps).get('/api/secure')).rejects.toMatchObject({
      status: 403,
    })
    expect(fake.renew).not.toHaveBeenCalled()
    expect(fake.onSessionEnded).not.toHaveBeenCalled()
  })
})
