import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { addFault } from '../core/control.ts'
import { openCountsStreams } from '../core/realtime/live-counts-hub.ts'
import { realtimeStreamPath } from '../core/realtime/realtime-routes.ts'
import { signIn } from '../core/testing/backend-client.ts'
import { seedAccounts } from '../core/db/seed-accounts.ts'
import { sendOverHttp as send } from '../core/testing/send-over-http.ts'
import { expectStreamPassesThrough } from '../core/testing/stream-probe.ts'
import {
  optionsFromEnvironment,
  startStandaloneBackend,
  type StandaloneBackend,
} from './standalone-server.ts'

describe('optionsFromEnvironment', () => {
  it.each([
    [{}, { port: 5300, host: '127.0.0.1', corsOrigins: null, oidcPort: 5301 }],
    [
      { PORT: '5400', MOCK_CORS_ORIGINS: 'http://app.test', OIDC_PORT: '6000' },
      { port: 5400, host: '127.0.0.1', corsOrigins: ['http://app.test'], oidcPort: 6000 },
    ],
    [
      { PORT: 'x', OIDC_PORT: 'off', HOST: '0.0.0.0' },
      { port: 5300, host: '0.0.0.0', oidcPort: null },
    ],
  ])('%j → %j', (env, expected) => {
    expect(optionsFromEnvironment(env)).toMatchObject(expected)
  })
})

describe('standalone backend over HTTP', () => {
  const appOrigin = 'http://127.0.0.1:4273'
  let backend: StandaloneBackend

  beforeAll(async () => {
    backend = await startStandaloneBackend({
      port: 0,
      host: '127.0.0.1',
      corsOrigins: null,
      oidcPort: null,
    })
  })

  afterAll(async () => {
    await backend?.close()
  })

  it('passes the live counts’ stream through as it is written', async () => {
    await expectStreamPassesThrough(backend.url)
  })

  it('leaves no stream open for a client that went away while it was being answered', async () => {
    const { access_token: token } = await signIn(seedAccounts.manager)
    // The answer takes 300 ms; the client gives up after 50.
    addFault({ path: realtimeStreamPath, delayMs: 300, times: 1 })
    const aborter = new AbortController()
    const asked = send(`${backend.url}${realtimeStreamPath}`, {
      signal: aborter.signal,
      headers: { Authorization: `Bearer ${token}` },
    }).then(
      () => 'answered',
      () => 'gave up',
    )
    setTimeout(() => aborter.abort(), 50)
    expect(await asked).toBe('gave up')
    await new Promise((resolve) => setTimeout(resolve, 500))
    await vi.waitFor(() => expect(openCountsStreams()).toBe(0), { timeout: 2_000 })
  })

  it('answers a preflight from the app origin', async () => {
    const answer = await send(`${backend.url}/connect/token`, {
      method: 'OPTIONS',
      headers: {
        Origin: appOrigin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,__tenant',
      },
    })
    expect(answer.status).toBe(204)
    expect(answer.headers.get('access-control-allow-origin')).toBe(appOrigin)
    expect(answer.headers.get('access-control-allow-headers')).toContain('__tenant')
  })

  it('signs in cross-origin and exposes the ABP error header', async () => {
    const token = await send(`${backend.url}/connect/token`, {
      method: 'POST',
      headers: { Origin: appOrigin, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'password',
        username: 'admin',
        password: seedAccounts.admin.password,
        client_id: 'ProjectAdmin_App',
        scope: 'BaseService',
      }),
    })
    expect(token.status).toBe(200)
    expect(token.headers.get('access-control-allow-origin')).toBe(appOrigin)
    const { access_token } = (await token.json()) as { access_token: string }

    const user = await send(`${backend.url}/api/identity/users/current-user`, {
      headers: { Origin: appOrigin, Authorization: `Bearer ${access_token}` },
    })
    expect(await user.json()).toMatchObject({ userName: 'admin' })

    const missing = await send(
      `${backend.url}/api/identity/users/${seedAccounts.nobody.userId}/avatar`,
      {
        headers: { Origin: appOrigin },
      },
    )
    expect(missing.status).toBe(404)
    expect(missing.headers.get('access-control-expose-headers')).toContain('_AbpErrorFormat')
  })

  it('gives a foreign origin no CORS headers, and has nothing outside the backend paths', async () => {
    const foreign = await send(`${backend.url}/api/abp/application-configuration`, {
      headers: { Origin: 'http://evil.test' },
    })
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
    const page = await send(`${backend.url}/login`)
    expect([page.status, await page.text()]).toEqual([404, ''])
  })

  it('serves the demo launcher app, its script included', async () => {
    const demo = await send(`${backend.url}/__demo-app/quality`)
    expect(await demo.text()).toContain('Opened without a launch code')
    const script = await send(`${backend.url}/__demo-app/quality/strip-code.js`)
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
  })
})
