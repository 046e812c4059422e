import { generateKeyPair, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedAccounts } from '../core/db/seed-accounts.ts'
import { callBackend } from '../core/testing/backend-client.ts'
import { verifyAccessToken } from '../core/token-service.ts'
import { startEmbeddedProvider, type EmbeddedProvider } from './embedded-provider.ts'
import {
  beginAuthorization,
  formActionOf,
  ProviderBrowser,
  redeemCode,
  refreshWith,
  signInThroughProvider,
  useNodeUint8Array,
  type TokenSet,
} from './testing/provider-client.ts'

/** A real provider on an ephemeral port, driven over HTTP like the browser and the SPA would. */
const appOrigin = 'http://127.0.0.1:4999'
const redirectUri = `${appOrigin}/auth-redirect`
let lifetimeSeconds = 60
let provider: EmbeddedProvider
let restoreUint8Array: () => void

const { manager, demoAdmin } = seedAccounts
const managerLogin = { username: manager.userName, password: manager.password }

function payloadOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >
}

beforeAll(async () => {
  restoreUint8Array = useNodeUint8Array()
  provider = await startEmbeddedProvider({
    port: 0,
    appOrigins: [appOrigin],
    accessTokenLifetime: () => lifetimeSeconds,
  })
})

afterAll(async () => {
  await provider.close()
  restoreUint8Array()
})

describe('embedded OpenID provider', () => {
  it('publishes discovery for code + PKCE with refresh tokens and RP-initiated logout', async () => {
    const response = await new ProviderBrowser(provider.issuer).send(
      '/.well-known/openid-configuration',
    )
    const doc = (await response.json()) as Record<string, unknown>
    expect(doc).toMatchObject({
      issuer: provider.issuer,
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
      end_session_endpoint: `${provider.issuer}/session/end`,
    })
    expect(doc.grant_types_supported).toEqual(
      expect.arrayContaining(['authorization_code', 'refresh_token']),
    )
    expect(doc.grant_types_supported).not.toContain('password')
  })

  it('shows its own sign-in page and a clear error for a wrong password or tenant', async () => {
    const browser = new ProviderBrowser(provider.issuer)
    const { html } = await beginAuthorization(browser, redirectUri)
    expect(html).toContain('<label for="tenant">Tenant</label>')
    expect(html).toContain('name="username"')
    expect(html).toContain('type="password"')

    const wrongPassword = await browser.postForm(formActionOf(html), {
      tenant: '',
      username: manager.userName,
      password: 'wrong-Password1',
    })
    expect(wrongPassword.status).toBe(200)
    const retry = await wrongPassword.text()
    expect(retry).toContain('role="alert">Invalid username or password!')
    expect(retry).toContain('value="manager"')

    const wrongTenant = await browser.postForm(formActionOf(retry), {
      tenant: 'nowhere',
      ...managerLogin,
    })
    expect(await wrongTenant.text()).toContain('Tenant not found!')
  })

  it('signs a seeded user in without a consent screen and issues JWTs the API accepts', async () => {
    const tokens = await signInThroughProvider(
      new ProviderBrowser(provider.issuer),
      redirectUri,
      managerLogin,
    )
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: lifetimeSeconds })
    expect(tokens.refresh_token).toEqual(expect.any(String))
    expect(payloadOf(tokens.id_token ?? '')).toMatchObject({
      sub: manager.userId,
      preferred_username: 'manager',
    })
    expect(payloadOf(tokens.access_token)).toMatchObject({
      sub: manager.userId,
      aud: 'BaseService',
      client_id: 'ProjectAdmin_Spa',
      preferred_username: 'manager',
    })

    const config = await callBackend('GET', '/api/abp/application-configuration', {
      token: tokens.access_token,
    })
    const body = config.json<{
      currentUser: { isAuthenticated: boolean; userName: string }
      auth: { grantedPolicies: Record<string, boolean> }
    }>()
    expect(body.currentUser).toMatchObject({ isAuthenticated: true, userName: 'manager' })
    expect(body.auth.grantedPolicies).toMatchObject({ 'Project.Project': true })
    const current = await callBackend('GET', '/api/identity/users/current-user', {
      token: tokens.access_token,
    })
    expect(current.status).toBe(200)
  })

  it('puts a tenant user in their tenant', async () => {
    const tokens = await signInThroughProvider(new ProviderBrowser(provider.issuer), redirectUri, {
      tenant: 'demo',
      username: demoAdmin.userName,
      password: demoAdmin.password,
    })
    const claims = await verifyAccessToken(tokens.access_token)
    expect(claims).toMatchObject({ sub: demoAdmin.userId, tenantid: demoAdmin.tenantId })
  })

  it('rejects tampered, foreign and ID tokens with an empty-body 401', async () => {
    const tokens = await signInThroughProvider(
      new ProviderBrowser(provider.issuer),
      redirectUri,
      managerLogin,
    )
    const claims = payloadOf(tokens.access_token)
    const [header, , signature] = tokens.access_token.split('.')
    const asAdmin = { ...claims, sub: seedAccounts.admin.userId }
    const tampered = `${header}.${Buffer.from(JSON.stringify(asAdmin)).toString('base64url')}.${signature}`
    // Same claims and key id, signed by a key the provider never had.
    const kid = (JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { kid: string })
      .kid
    const { privateKey } = await generateKeyPair('RS256')
    const foreign = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid })
      .sign(privateKey)

    expect(await verifyAccessToken(tokens.access_token)).not.toBeNull()
    for (const token of [tampered, foreign, tokens.id_token ?? '']) {
      expect(await verifyAccessToken(token)).toBeNull()
      const answer = await callBackend('GET', '/api/identity/users/current-user', { token })
      expect(answer.status).toBe(401)
      expect(answer.text).toBe('')
    }
  })

  it('lets an access token expire after the configured lifetime', async () => {
    // 3 s rather than 1: on a loaded CI machine the sign-in alone took over a second, and the
    // token had expired before its first check.
    lifetimeSeconds = 3
    try {
      const tokens = await signInThroughProvider(
        new ProviderBrowser(provider.issuer),
        redirectUri,
        managerLogin,
      )
      expect(tokens.expires_in).toBe(3)
      expect(await verifyAccessToken(tokens.access_token)).not.toBeNull()
      await new Promise((resolve) => setTimeout(resolve, 3_100))
      expect(await verifyAccessToken(tokens.access_token)).toBeNull()
    } finally {
      lifetimeSeconds = 60
    }
  })

  it('rotates refresh tokens; a replayed one is refused', async () => {
    const browser = new ProviderBrowser(provider.issuer)
    const first = await signInThroughProvider(browser, redirectUri, managerLogin)
    const renewed = await refreshWith(browser, first.refresh_token ?? '')
    expect(renewed.status).toBe(200)
    const second = (await renewed.json()) as TokenSet
    expect(second.refresh_token).not.toBe(first.refresh_token)
    expect(second.access_token).not.toBe(first.access_token)
    expect(await verifyAccessToken(second.access_token)).toMatchObject({ sub: manager.userId })

    const replay = await refreshWith(browser, first.refresh_token ?? '')
    expect(replay.status).toBe(400)
    expect(await replay.json()).toMatchObject({ error: 'invalid_grant' })
  })

  it('ends the session on RP-initiated logout: the refresh token dies, sign-in asks again', async () => {
    const browser = new ProviderBrowser(provider.issuer)
    const tokens = await signInThroughProvider(browser, redirectUri, managerLogin)

    const query = new URLSearchParams({
      id_token_hint: tokens.id_token ?? '',
      post_logout_redirect_uri: `${appOrigin}/`,
    })
    const confirm = await browser.follow(`/session/end?${query}`)
    const html = await confirm.text()
    expect(html).toContain('f.submit()') // the app's own request is not asked to confirm
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? ''
    const done = await browser.postForm('/session/end/confirm', { xsrf, logout: 'yes' })
    expect(done.headers.get('location')).toBe(`${appOrigin}/`)

    const refresh = await refreshWith(browser, tokens.refresh_token ?? '')
    expect(await refresh.json()).toMatchObject({ error: 'invalid_grant' })
    const again = await beginAuthorization(browser, redirectUri)
    expect(again.html).toContain('name="password"')
  })

  it('refuses a redirect URI that is not the app', async () => {
    const browser = new ProviderBrowser(provider.issuer)
    const { page } = await beginAuthorization(browser, 'http://evil.example/auth-redirect')
    expect(page.status).toBe(400)
    await expect(
      redeemCode(browser, page, redirectUri, { verifier: 'x', challenge: 'y' }),
    ).rejects.toThrow()
  })
})
