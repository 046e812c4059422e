import { afterEach, describe, expect, it, vi } from 'vitest'
import { SignJWT } from 'jose'
import { getTokenLifetime, setTokenLifetime } from './control.ts'
import { findUserById } from './db/database.ts'
import { userIds } from './db/seed-ids.ts'
import type { UserRecord } from './db/types.ts'
import {
  claimsForUser,
  issueTokens,
  registerTokenVerifier,
  verifyAccessToken,
  type AccessTokenClaims,
} from './token-service.ts'

const options = { clientId: 'ProjectAdmin_App', issuer: 'http://localhost/' }

function seededUser(id: string): UserRecord {
  const user = findUserById(id)
  if (!user) throw new Error(`no seeded user ${id}`)
  return user
}

function decodePayload(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >
}

afterEach(() => {
  vi.useRealTimers()
})

describe('token service', () => {
  it('issues an access token whose claims verify', async () => {
    const tokens = await issueTokens(seededUser(userIds.admin), { ...options, scopes: ['openid'] })
    const claims = await verifyAccessToken(tokens.access_token)
    expect(claims).toMatchObject({
      sub: userIds.admin,
      preferred_username: 'admin',
      given_name: 'Administrator',
      email: 'admin@example.com',
      role: 'admin',
      scope: 'openid',
      client_id: 'ProjectAdmin_App',
      iss: 'http://localhost/',
    })
    expect(claims?.tenantid).toBeUndefined()
    expect(claims!.exp - claims!.iat!).toBe(getTokenLifetime())
  })

  it('puts tenantid only into tenant users’ tokens', async () => {
    const tokens = await issueTokens(seededUser(userIds.demoAdmin), { ...options, scopes: [] })
    const claims = await verifyAccessToken(tokens.access_token)
    expect(claims?.tenantid).toBe('3a0f6c1e-8d2b-4f7a-9c41-5e2d7b9a0001')
  })

  it('adds a refresh token only for offline_access and an id token only for openid', async () => {
    const admin = seededUser(userIds.admin)
    const bare = await issueTokens(admin, { ...options, scopes: ['profile'] })
    expect(bare.refresh_token).toBeUndefined()
    expect(bare.id_token).toBeUndefined()
    const full = await issueTokens(admin, { ...options, scopes: ['openid', 'offline_access'] })
    expect(full.refresh_token).toEqual(expect.any(String))
    expect(decodePayload(full.id_token!)).toMatchObject({
      sub: userIds.admin,
      aud: 'ProjectAdmin_App',
    })
  })

  it('uses the configured lifetime and rejects the token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'))
    setTokenLifetime(60)
    const tokens = await issueTokens(seededUser(userIds.admin), { ...options, scopes: [] })
    expect(tokens.expires_in).toBe(60)

    vi.setSystemTime(new Date('2025-01-01T00:00:59Z'))
    expect(await verifyAccessToken(tokens.access_token)).not.toBeNull()
    vi.setSystemTime(new Date('2025-01-01T00:01:00Z'))
    expect(await verifyAccessToken(tokens.access_token)).toBeNull()
  })

  it('gives every token its own jti', async () => {
    const admin = seededUser(userIds.admin)
    const first = await issueTokens(admin, { ...options, scopes: ['openid'] })
    const second = await issueTokens(admin, { ...options, scopes: ['openid'] })
    const ids = [first, second].flatMap((t) => [t.access_token, t.id_token!].map(decodePayload))
    expect(ids.map((payload) => payload.jti)).toEqual([
      expect.stringMatching(/^[0-9a-f-]{36}$/),
      expect.any(String),
      expect.any(String),
      expect.any(String),
    ])
    expect(new Set(ids.map((payload) => payload.jti)).size).toBe(4)
    expect((await verifyAccessToken(first.access_token))?.jti).toBe(ids[0].jti)
  })

  it('signs with HS256 and typ at+jwt', async () => {
    const tokens = await issueTokens(seededUser(userIds.admin), { ...options, scopes: [] })
    const header = JSON.parse(
      Buffer.from(tokens.access_token.split('.')[0], 'base64url').toString(),
    )
    expect(header).toEqual({ alg: 'HS256', typ: 'at+jwt' })
  })

  it('rejects a tampered token', async () => {
    const tokens = await issueTokens(seededUser(userIds.nobody), { ...options, scopes: [] })
    const [header, payload, signature] = tokens.access_token.split('.')
    const forged = { ...decodePayload(tokens.access_token), role: 'admin' }
    const forgedPayload = Buffer.from(JSON.stringify(forged)).toString('base64url')
    expect(payload).not.toBe(forgedPayload)
    expect(await verifyAccessToken(`${header}.${forgedPayload}.${signature}`)).toBeNull()
  })

  it('rejects tokens signed with another key, id tokens and garbage', async () => {
    const claims = claimsForUser(seededUser(userIds.admin), {
      ...options,
      scopes: [],
      lifetimeSeconds: 3600,
    })
    const foreign = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .sign(new Uint8Array(32).fill(7))
    const { id_token: idToken } = await issueTokens(seededUser(userIds.admin), {
      ...options,
      scopes: ['openid'],
    })
    expect(idToken).toEqual(expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/))
    expect(await verifyAccessToken(foreign)).toBeNull()
    expect(await verifyAccessToken(idToken!)).toBeNull()
    expect(await verifyAccessToken('not-a-jwt')).toBeNull()
  })

  it('accepts tokens of a registered verifier until it is unregistered', async () => {
    const pluggedClaims: AccessTokenClaims = { sub: userIds.manager, exp: Date.now() / 1000 + 60 }
    const unregister = registerTokenVerifier((token) =>
      token === 'from-oidc' ? pluggedClaims : null,
    )
    try {
      expect(await verifyAccessToken('from-oidc')).toBe(pluggedClaims)
      expect(await verifyAccessToken('something-else')).toBeNull()
    } finally {
      unregister()
    }
    expect(await verifyAccessToken('from-oidc')).toBeNull()
  })

  it('treats a verifier that throws as not recognising the token', async () => {
    const unregister = registerTokenVerifier(() => Promise.reject(new Error('bad signature')))
    try {
      expect(await verifyAccessToken('whatever')).toBeNull()
    } finally {
      unregister()
    }
  })
})
