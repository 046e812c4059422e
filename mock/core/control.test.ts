import { describe, expect, it } from 'vitest'
import {
  addFault,
  getRequestLog,
  getTokenLifetime,
  listFaults,
  resetMockBackend,
  setTokenLifetime,
} from './control.ts'
import { getDatabase } from './db/database.ts'
import { seedAccounts } from './db/seed-accounts.ts'
import { createSeedDatabase } from './db/seed.ts'
import { mockModules } from '../modules/mock-modules.ts'
import { callBackend, postTokenForm, signIn } from './testing/backend-client.ts'

const configPath = '/api/abp/application-configuration'

describe('fault switch', () => {
  it('answers a status with a default ABP error body', async () => {
    addFault({ path: configPath, status: 500 })
    const answer = await callBackend('GET', configPath, { headers: { 'accept-language': 'en' } })
    expect(answer.status).toBe(500)
    expect(answer.headers._abperrorformat).toBe('true')
    expect(answer.json()).toMatchObject({
      error: { message: 'An internal error occurred during your request!' },
    })
  })

  it('answers 401 empty, like JwtBearer, unless a body is given', async () => {
    addFault({ path: '/api/identity/users/current-user', status: 401 })
    const empty = await callBackend('GET', '/api/identity/users/current-user')
    expect([empty.status, empty.text]).toEqual([401, ''])

    addFault({ path: configPath, status: 403, body: { error: { message: 'Nope' } } })
    expect((await callBackend('GET', configPath)).json()).toEqual({ error: { message: 'Nope' } })
  })

  it('matches globs and methods, the latest fault winning', async () => {
    addFault({ path: '/api/*', status: 503 })
    addFault({ path: '/api/identity/users/*/avatar', method: 'GET', status: 418 })
    const avatar = `/api/identity/users/${seedAccounts.admin.userId}/avatar`
    expect((await callBackend('GET', avatar)).status).toBe(418)
    expect((await callBackend('POST', avatar)).status).toBe(503)
    expect((await callBackend('GET', configPath)).status).toBe(503)
    expect((await postTokenForm({})).status).toBe(400)
  })

  it('applies only the given number of times', async () => {
    addFault({ path: configPath, status: 500, times: 2 })
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await callBackend('GET', configPath)).status)
    expect(statuses).toEqual([500, 500, 200])
    expect(listFaults()).toEqual([])
  })

  it('delays the real answer', async () => {
    addFault({ path: configPath, delayMs: 120 })
    const started = Date.now()
    const answer = await callBackend('GET', configPath)
    expect(Date.now() - started).toBeGreaterThanOrEqual(110)
    expect(answer.status).toBe(200)
  })

  it('sends a body that claims to be JSON but is not', async () => {
    addFault({ path: configPath, malformed: true })
    const answer = await callBackend('GET', configPath)
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toContain('application/json')
    expect(() => answer.json()).toThrow(SyntaxError)
  })

  it('rejects an invalid fault', () => {
    expect(() => addFault({ path: configPath })).toThrow(RangeError)
    expect(() => addFault({ path: 'api', status: 500 })).toThrow(RangeError)
    expect(() => addFault({ path: configPath, status: 42 })).toThrow(RangeError)
  })
})

describe('request log', () => {
  it('records method, path, query and status of backend requests only', async () => {
    await callBackend('GET', `${configPath}?includeLocalizationResources=false`)
    await callBackend('GET', '/api/identity/users/current-user')
    await callBackend('GET', '/__mock/requests')
    const log = getRequestLog()
    expect(log.map(({ method, path, query, status }) => ({ method, path, query, status }))).toEqual(
      [
        {
          method: 'GET',
          path: configPath,
          query: 'includeLocalizationResources=false',
          status: 200,
        },
        { method: 'GET', path: '/api/identity/users/current-user', query: '', status: 401 },
      ],
    )
    expect(new Date(log[0].time).getTime()).not.toBeNaN()
  })
})

describe('reset', () => {
  it('reseeds the data and clears faults, settings, log and refresh tokens', async () => {
    const defaultLifetime = getTokenLifetime()
    const { refresh_token } = await signIn(seedAccounts.admin)
    getDatabase().users.splice(0)
    addFault({ path: configPath, status: 500 })
    setTokenLifetime(5)

    resetMockBackend()

    expect(getDatabase().users).toEqual(createSeedDatabase(mockModules).users)
    expect(listFaults()).toEqual([])
    expect(getTokenLifetime()).toBe(defaultLifetime)
    expect(getRequestLog()).toEqual([])
    const refresh = await postTokenForm({
      grant_type: 'refresh_token',
      refresh_token: refresh_token!,
      client_id: 'ProjectAdmin_App',
    })
    expect(refresh.status).toBe(400)
  })
})

describe('HTTP controls under /__mock', () => {
  const json = (body: unknown) => ({
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

  it('adds, lists and clears faults', async () => {
    const added = await callBackend(
      'POST',
      '/__mock/faults',
      json({ path: configPath, status: 502 }),
    )
    expect(added.json()).toEqual({ ids: [expect.any(String)] })
    expect((await callBackend('GET', configPath)).status).toBe(502)
    expect((await callBackend('GET', '/__mock/faults')).json()).toMatchObject({
      items: [{ path: configPath, status: 502 }],
    })
    expect((await callBackend('DELETE', '/__mock/faults')).status).toBe(204)
    expect((await callBackend('GET', configPath)).status).toBe(200)
  })

  it('answers 400 for an invalid fault', async () => {
    const answer = await callBackend('POST', '/__mock/faults', json({ path: configPath }))
    expect(answer.status).toBe(400)
    expect(answer.json()).toMatchObject({ error: { message: expect.stringContaining('status') } })
  })

  it('sets the token lifetime and rejects nonsense', async () => {
    const set = await callBackend('POST', '/__mock/config', json({ tokenLifetimeSeconds: 30 }))
    expect(set.json()).toMatchObject({ tokenLifetimeSeconds: 30 })
    expect((await signIn(seedAccounts.admin)).expires_in).toBe(30)
    const bad = await callBackend('POST', '/__mock/config', json({ tokenLifetimeSeconds: -1 }))
    expect(bad.status).toBe(400)
  })

  it('switches refresh-token rotation and validates the value', async () => {
    const set = await callBackend('POST', '/__mock/config', json({ rotateRefreshTokens: false }))
    expect(set.json()).toMatchObject({ rotateRefreshTokens: false, authErrorFormat: 'empty' })
    expect((await callBackend('GET', '/__mock/config')).json()).toMatchObject({
      rotateRefreshTokens: false,
    })
    const bad = await callBackend('POST', '/__mock/config', json({ rotateRefreshTokens: 'no' }))
    expect(bad.status).toBe(400)
    resetMockBackend()
    expect((await callBackend('GET', '/__mock/config')).json()).toMatchObject({
      rotateRefreshTokens: true,
    })
  })

  it('moves the business clock: a to-do due in two days is overdue three days on; reset goes back', async () => {
    const summary = async () => {
      const { access_token: token } = await signIn(seedAccounts.admin)
      return (await callBackend('GET', '/api/base/todo/my/summary', { token })).json<{ overdue: number }>() // prettier-ignore
    }
    expect((await summary()).overdue).toBe(3)
    const moved = await callBackend('POST', '/__mock/clock', json({ advanceMinutes: 3 * 24 * 60 }))
    expect(moved.json<{ now: string }>().now > new Date(Date.now() + 2.9 * 86_400_000).toISOString()).toBe(true) // prettier-ignore
    // Due today, in one, two and three days: four more.
    expect((await summary()).overdue).toBe(7)
    expect((await callBackend('POST', '/__mock/clock', json({ advanceMinutes: -1 }))).status).toBe(
      400,
    )
    expect((await callBackend('POST', '/__mock/clock', json({ time: '2030-01-01T08:00:00' }))).json()).toEqual({ now: '2030-01-01T08:00:00.000' }) // prettier-ignore
    resetMockBackend()
    expect((await summary()).overdue).toBe(3)
  })

  it('reads and clears the request log, and resets', async () => {
    await callBackend('GET', configPath)
    const log = (await callBackend('GET', '/__mock/requests')).json<{ items: { path: string }[] }>()
    expect(log.items.map((e) => e.path)).toEqual([configPath])
    expect((await callBackend('DELETE', '/__mock/requests')).status).toBe(204)
    expect(getRequestLog()).toEqual([])

    const defaultLifetime = getTokenLifetime()
    setTokenLifetime(defaultLifetime + 10)
    expect((await callBackend('POST', '/__mock/reset')).status).toBe(204)
    expect(getTokenLifetime()).toBe(defaultLifetime)
  })
})
