import { describe, expect, it } from 'vitest'
import { getTokenLifetime, updateRuntimeSettings } from '../control.ts'
import { seedAccounts, seedPassword } from '../db/seed-accounts.ts'
import { tenantIds } from '../db/seed-ids.ts'
import { verifyAccessToken, type TokenResponse } from '../token-service.ts'
import { callBackend, defaultScope, postTokenForm, signIn } from '../testing/backend-client.ts'

const passwordForm = (username: string, password = seedPassword) => ({
  grant_type: 'password',
  username,
  password,
  client_id: 'ProjectAdmin_App',
  scope: defaultScope,
})

describe('POST /connect/token, password grant', () => {
  it('answers the OAuth token response', async () => {
    const answer = await postTokenForm(passwordForm('admin'))
    expect(answer.status).toBe(200)
    expect(answer.headers['cache-control']).toBe('no-store')
    const body = answer.json<TokenResponse>()
    expect(body).toEqual({
      access_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: getTokenLifetime(),
      refresh_token: expect.any(String),
      scope: defaultScope,
      id_token: expect.any(String),
    })
    expect((await verifyAccessToken(body.access_token))?.sub).toBe(seedAccounts.admin.userId)
  })

  it('accepts the email address instead of the user name', async () => {
    const body = (await postTokenForm(passwordForm('ADMIN@example.com'))).json<TokenResponse>()
    expect((await verifyAccessToken(body.access_token))?.preferred_username).toBe('admin')
  })

  it('rejects a wrong password with ABP’s invalid_grant body', async () => {
    const answer = await postTokenForm(passwordForm('admin', 'wrong'))
    expect(answer.status).toBe(400)
    expect(answer.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Invalid username or password!',
    })
  })

  it('rejects an unknown user the same way', async () => {
    const answer = await postTokenForm(passwordForm('ghost'))
    expect(answer.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Invalid username or password!',
    })
  })

  it('signs tenant users in through the __tenant header, by name or by id', async () => {
    for (const tenant of ['demo', tenantIds.demo]) {
      const answer = await postTokenForm(passwordForm('admin'), { __tenant: tenant })
      const claims = await verifyAccessToken(answer.json<TokenResponse>().access_token)
      expect(claims).toMatchObject({ sub: seedAccounts.demoAdmin.userId, tenantid: tenantIds.demo })
    }
  })

  it('treats a blank __tenant header as the host', async () => {
    const answer = await postTokenForm(passwordForm('manager'), { __tenant: '  ' })
    expect(answer.status).toBe(200)
  })

  it('answers the tenant-resolve failure for an unknown or inactive tenant', async () => {
    const english = { 'accept-language': 'en' }
    const unknown = await postTokenForm(passwordForm('admin'), { __tenant: 'nope', ...english })
    expect(unknown.status).toBe(404)
    expect(unknown.headers['abp-tenant-resolve-error']).toBe('Tenant not found!')
    expect(unknown.headers._abperrorformat).toBe('true')
    expect(unknown.json()).toMatchObject({
      error: { code: 'Volo.AbpIo.MultiTenancy:010001', message: 'Tenant not found!' },
    })
    const inactive = await postTokenForm(passwordForm('admin'), {
      __tenant: 'archived',
      ...english,
    })
    expect(inactive.status).toBe(404)
    expect(inactive.headers['abp-tenant-resolve-error']).toBe('Tenant not active!')
  })

  it('localizes the tenant failure (en by default), keeping the header ASCII', async () => {
    const fallback = await postTokenForm(passwordForm('admin'), { __tenant: 'nope' })
    expect(fallback.json()).toMatchObject({ error: { message: 'Tenant not found!' } })
    const answer = await postTokenForm(passwordForm('admin'), {
      __tenant: 'nope',
      'accept-language': 'zh-CN',
    })
    expect(answer.json()).toMatchObject({ error: { message: '未找到租户!' } })
    expect(answer.headers['abp-tenant-resolve-error']).toBe(
      '&#x672A;&#x627E;&#x5230;&#x79DF;&#x6237;!',
    )
  })

  it('rejects an unknown grant type and an unknown client', async () => {
    const grant = await postTokenForm({ ...passwordForm('admin'), grant_type: 'magic' })
    expect(grant.status).toBe(400)
    expect(grant.json()).toMatchObject({ error: 'unsupported_grant_type' })
    const client = await postTokenForm({ ...passwordForm('admin'), client_id: 'Other_App' })
    expect(client.json()).toMatchObject({ error: 'invalid_client' })
  })

  it('rejects scopes the client may not request', async () => {
    const answer = await postTokenForm({
      ...passwordForm('admin'),
      scope: 'openid admin_everything',
    })
    expect(answer.json()).toMatchObject({ error: 'invalid_scope' })
  })
})

describe('POST /connect/token, refresh grant', () => {
  const refreshForm = (refreshToken: string) => ({
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: 'ProjectAdmin_App',
  })

  it('returns a new pair and spends the old refresh token', async () => {
    const first = await signIn(seedAccounts.demoAdmin)
    const answer = await postTokenForm(refreshForm(first.refresh_token!))
    expect(answer.status).toBe(200)
    const second = answer.json<TokenResponse>()
    expect(second.refresh_token).toEqual(expect.any(String))
    expect(second.refresh_token).not.toBe(first.refresh_token)
    // The tenant comes from the refresh token, no __tenant header needed.
    expect((await verifyAccessToken(second.access_token))?.tenantid).toBe(tenantIds.demo)

    const replay = await postTokenForm(refreshForm(first.refresh_token!))
    expect(replay.status).toBe(400)
    expect(replay.json()).toMatchObject({ error: 'invalid_grant' })
  })

  it('rejects an unknown refresh token', async () => {
    const answer = await postTokenForm(refreshForm('made-up'))
    expect(answer.json()).toMatchObject({ error: 'invalid_grant' })
  })
})

describe('POST /connect/token, refresh grant without rotation', () => {
  const refreshForm = (refreshToken: string) => ({
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: 'ProjectAdmin_App',
  })

  it('answers without a refresh_token and keeps the old one valid', async () => {
    updateRuntimeSettings({ rotateRefreshTokens: false })
    const first = await signIn(seedAccounts.manager)
    for (let round = 0; round < 2; round++) {
      const answer = await postTokenForm(refreshForm(first.refresh_token!))
      expect(answer.status).toBe(200)
      const body = answer.json<TokenResponse>()
      expect(body).not.toHaveProperty('refresh_token')
      expect(body).toMatchObject({ token_type: 'Bearer', expires_in: getTokenLifetime() })
      expect((await verifyAccessToken(body.access_token))?.sub).toBe(seedAccounts.manager.userId)
    }
  })

  it('still issues a refresh token at sign-in', async () => {
    updateRuntimeSettings({ rotateRefreshTokens: false })
    expect((await signIn(seedAccounts.admin)).refresh_token).toEqual(expect.any(String))
  })
})

describe('POST /connect/revocation', () => {
  const revoke = (fields: Record<string, string>) =>
    callBackend('POST', '/connect/revocation', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    })
  const refresh = (refreshToken: string) =>
    postTokenForm({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: 'ProjectAdmin_App',
    })

  it('revokes a refresh token: 200, empty body, then invalid_grant at /connect/token', async () => {
    const { refresh_token } = await signIn(seedAccounts.admin)
    const answer = await revoke({
      token: refresh_token!,
      token_type_hint: 'refresh_token',
      client_id: 'ProjectAdmin_App',
    })
    expect([answer.status, answer.text]).toEqual([200, ''])
    const rejected = await refresh(refresh_token!)
    expect(rejected.status).toBe(400)
    expect(rejected.json()).toMatchObject({ error: 'invalid_grant' })
  })

  it('revokes a non-rotating refresh token as well', async () => {
    updateRuntimeSettings({ rotateRefreshTokens: false })
    const { refresh_token } = await signIn(seedAccounts.admin)
    expect((await refresh(refresh_token!)).status).toBe(200)
    await revoke({ token: refresh_token!, client_id: 'ProjectAdmin_App' })
    expect((await refresh(refresh_token!)).json()).toMatchObject({ error: 'invalid_grant' })
  })

  it('answers 200 for an unknown token and for an access token (RFC 7009 §2.2)', async () => {
    const { access_token } = await signIn(seedAccounts.admin)
    for (const token of ['made-up', access_token]) {
      const answer = await revoke({ token, client_id: 'ProjectAdmin_App' })
      expect([answer.status, answer.text]).toEqual([200, ''])
    }
    // JWT access tokens cannot be revoked: they stay valid until they expire.
    expect(await verifyAccessToken(access_token)).not.toBeNull()
  })

  it('rejects a missing token and a missing or unknown client', async () => {
    const { refresh_token } = await signIn(seedAccounts.admin)
    const noToken = await revoke({ client_id: 'ProjectAdmin_App' })
    expect([noToken.status, noToken.json()]).toEqual([
      400,
      expect.objectContaining({ error: 'invalid_request' }),
    ])
    const noClient = await revoke({ token: refresh_token! })
    expect(noClient.json()).toMatchObject({ error: 'invalid_request' })
    const otherClient = await revoke({ token: refresh_token!, client_id: 'Other_App' })
    expect(otherClient.json()).toMatchObject({ error: 'invalid_client' })
    // None of them revoked anything.
    expect((await refresh(refresh_token!)).status).toBe(200)
  })
})

describe('/connect/* routing', () => {
  it('answers 405 for GET /connect/token', async () => {
    expect((await callBackend('GET', '/connect/token')).status).toBe(405)
  })
})
