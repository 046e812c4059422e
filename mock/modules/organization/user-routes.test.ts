import { afterEach, describe, expect, it, vi } from 'vitest'
import { setTokenLifetime, updateRuntimeSettings } from '../../core/control.ts'
import { seedAccounts } from '../../core/db/seed-accounts.ts'
import { positionIds } from '../../core/db/seed-ids.ts'
import { handleMockRequest } from '../../core/handle-mock-request.ts'
import { createMockRequest } from '../../core/http/mock-http.ts'
import { pngSignature } from '../../core/images/solid-png.ts'
import { callBackend, signIn } from '../../core/testing/backend-client.ts'

afterEach(() => {
  vi.useRealTimers()
})

describe('GET /api/identity/users/current-user', () => {
  it('answers 401 with an empty body and a Bearer challenge without a token', async () => {
    const answer = await callBackend('GET', '/api/identity/users/current-user')
    expect(answer.status).toBe(401)
    expect(answer.text).toBe('')
    expect(answer.headers['www-authenticate']).toBe('Bearer')
  })

  it('answers 401 invalid_token for a rejected token', async () => {
    const answer = await callBackend('GET', '/api/identity/users/current-user', { token: 'x.y.z' })
    expect(answer.status).toBe(401)
    expect(answer.headers['www-authenticate']).toBe('Bearer error="invalid_token"')
  })

  it('answers 401 once the token has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'))
    setTokenLifetime(5)
    const { access_token } = await signIn(seedAccounts.admin)
    const path = '/api/identity/users/current-user'
    expect((await callBackend('GET', path, { token: access_token })).status).toBe(200)
    vi.setSystemTime(new Date('2025-01-01T00:00:05Z'))
    expect((await callBackend('GET', path, { token: access_token })).status).toBe(401)
  })

  it('can answer 401 with an ABP error body instead', async () => {
    updateRuntimeSettings({ authErrorFormat: 'abp' })
    const answer = await callBackend('GET', '/api/identity/users/current-user')
    expect(answer.status).toBe(401)
    expect(answer.headers._abperrorformat).toBe('true')
    expect(answer.json()).toMatchObject({ error: { code: 'Volo.Authorization:010001' } })
  })

  it('describes the signed-in user with positions', async () => {
    const { access_token } = await signIn(seedAccounts.admin)
    const answer = await callBackend('GET', '/api/identity/users/current-user', {
      token: access_token,
    })
    expect(answer.json()).toEqual({
      id: seedAccounts.admin.userId,
      name: 'Administrator',
      userName: 'admin',
      phoneNumber: '13800000001',
      positions: [
        { id: positionIds.generalManager, name: '总经理' },
        { id: positionIds.chiefEngineer, name: '总工程师' },
      ],
    })
  })
})

describe('GET /api/identity/users/{id}/avatar', () => {
  it('serves a PNG image for a user with an avatar, without a token', async () => {
    const path = `/api/identity/users/${seedAccounts.admin.userId}/avatar`
    const response = await handleMockRequest(createMockRequest({ path }))
    expect(response.status).toBe(200)
    const body = response.body as Uint8Array
    expect(body.subarray(0, 8)).toEqual(pngSignature)
    expect(response.headers).toEqual({
      'Content-Type': 'image/png',
      'Content-Length': String(body.length),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline',
    })
  })

  it('gives users different colours, each stable', async () => {
    const avatarOf = async (userId: string) =>
      (await handleMockRequest(createMockRequest({ path: `/api/identity/users/${userId}/avatar` })))
        .body as Uint8Array
    const admin = await avatarOf(seedAccounts.admin.userId)
    expect(await avatarOf(seedAccounts.admin.userId)).toEqual(admin)
    expect(await avatarOf(seedAccounts.manager.userId)).not.toEqual(admin)
  })

  it('answers a 404 ABP error for a user without one', async () => {
    const answer = await callBackend(
      'GET',
      `/api/identity/users/${seedAccounts.nobody.userId}/avatar`,
      {
        headers: { 'accept-language': 'en' },
      },
    )
    expect(answer.status).toBe(404)
    expect(answer.headers._abperrorformat).toBe('true')
    expect(answer.json()).toEqual({
      error: {
        code: null,
        message: `There is no entity IdentityUserAvatar with id = ${seedAccounts.nobody.userId}!`,
        details: null,
        data: {},
        validationErrors: null,
      },
    })
  })
})

describe('GET /api/identity/users/list', () => {
  it('lists the host users as IdentityUserDto', async () => {
    const { access_token } = await signIn(seedAccounts.nobody)
    const answer = await callBackend('GET', '/api/identity/users/list', { token: access_token })
    const { items } = answer.json<{ items: Record<string, unknown>[] }>()
    const names = items.map((u) => u.userName)
    expect(names.slice(0, 5)).toEqual(['admin', 'bj-gm', 'bj-pm', 'ht-chief', 'ht-spec1'])
    expect(names).toHaveLength(71)
    expect(items[0]).toMatchObject({
      id: seedAccounts.admin.userId,
      tenantId: null,
      surname: null,
      isActive: true,
      extraProperties: {},
    })
  })

  it('lists only the tenant’s users for a tenant caller', async () => {
    const { access_token } = await signIn(seedAccounts.demoAdmin)
    const answer = await callBackend('GET', '/api/identity/users/list', { token: access_token })
    const { items } = answer.json<{ items: { id: string }[] }>()
    expect(items.map((u) => u.id)).toContain(seedAccounts.demoAdmin.userId)
    expect(items).toHaveLength(3)
  })

  it('requires a token', async () => {
    expect((await callBackend('GET', '/api/identity/users/list')).status).toBe(401)
  })
})

describe('unknown routes', () => {
  it('answers 404 without a body for an unknown /api path', async () => {
    const answer = await callBackend('GET', '/api/nothing/here')
    expect(answer.status).toBe(404)
    expect(answer.text).toBe('')
  })
})
