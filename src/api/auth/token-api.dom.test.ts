import i18next from 'i18next'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { configureApiClient } from '@/api/http/api-client'
import { createFakeHttpDeps } from '@tests/support/fake-http-deps'
import { mswServer } from '@tests/setup/msw-server'
import {
  refreshToken,
  requestPasswordToken,
  revokeRefreshToken,
  TokenRequestError,
} from './token-api'

const tokenBody = {
  access_token: 'jwt',
  token_type: 'Bearer',
  expires_in: 3599,
  refresh_token: 'r1',
  scope: 'openid',
}

function captureTokenRequests(respond = () => HttpResponse.json(tokenBody)) {
  const seen: { headers: Headers; form: URLSearchParams }[] = []
  mswServer.use(
    http.post('*/connect/token', async ({ request }) => {
      seen.push({ headers: request.headers, form: new URLSearchParams(await request.text()) })
      return respond()
    }),
  )
  return seen
}

// The main client, configured as at start-up with a signed-in session: the token calls must not
// go through it (no bearer token, no error report, no renewal loop).
let mainClient: ReturnType<typeof createFakeHttpDeps>

beforeEach(async () => {
  await i18next.changeLanguage('zh-CN')
  mainClient = createFakeHttpDeps()
  mainClient.state.token = 'old'
  configureApiClient(mainClient.deps)
})
afterEach(async () => {
  await i18next.changeLanguage('en')
})

describe('requestPasswordToken', () => {
  it('posts the password grant form and maps the tokens', async () => {
    const seen = captureTokenRequests()
    const tokens = await requestPasswordToken({
      tenant: ' acme ',
      username: 'admin',
      password: 'p',
    })
    expect(tokens).toEqual({
      accessToken: 'jwt',
      tokenType: 'Bearer',
      expiresIn: 3599,
      refreshToken: 'r1',
      scope: 'openid',
      idToken: null,
    })
    expect(seen[0].headers.get('content-type')).toContain('application/x-www-form-urlencoded')
    expect(seen[0].headers.get('__tenant')).toBe('acme')
    expect(Object.fromEntries(seen[0].form)).toEqual({
      grant_type: 'password',
      username: 'admin',
      password: 'p',
      client_id: 'ProjectAdmin_App',
      scope: 'offline_access openid profile email role phone address BaseService',
    })
  })

  it.each([[''], ['   '], [null], [undefined]])(
    'tenant %j sends no __tenant header',
    async (tenant) => {
      const seen = captureTokenRequests()
      await requestPasswordToken({ tenant, username: 'admin', password: 'p' })
      expect(seen[0].headers.has('__tenant')).toBe(false)
    },
  )

  it('never sends the session bearer token, and sends the UI language', async () => {
    const seen = captureTokenRequests()
    await requestPasswordToken({ username: 'admin', password: 'p' })
    expect(seen[0].headers.has('authorization')).toBe(false)
    expect(seen[0].headers.get('accept-language')).toBe('zh-Hans')
  })

  it('a wrong password rejects with the server error_description and shows no toast', async () => {
    captureTokenRequests(() =>
      HttpResponse.json(
        { error: 'invalid_grant', error_description: 'Invalid username or password!' },
        { status: 400 },
      ),
    )
    const error = await requestPasswordToken({ username: 'a', password: 'b' }).catch((e) => e)
    expect(error).toBeInstanceOf(TokenRequestError)
    expect(error).toMatchObject({
      message: 'Invalid username or password!',
      oauthError: 'invalid_grant',
      status: 400,
    })
    expect(mainClient.reportError).not.toHaveBeenCalled()
  })

  it.each([
    ['a 500 HTML page', () => new HttpResponse('<html>oops</html>', { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
    ['a 200 without access_token', () => HttpResponse.json({})],
  ])('%s rejects with the login-failed text', async (_name, respond) => {
    captureTokenRequests(respond)
    await expect(requestPasswordToken({ username: 'a', password: 'b' })).rejects.toMatchObject({
      name: 'TokenRequestError',
      message: '登录异常',
    })
    expect(mainClient.reportError).not.toHaveBeenCalled()
  })
})

describe('refreshToken', () => {
  it('posts the refresh_token grant', async () => {
    const seen = captureTokenRequests()
    await expect(refreshToken('r1', 'acme')).resolves.toMatchObject({ accessToken: 'jwt' })
    expect(seen[0].headers.get('__tenant')).toBe('acme')
    expect(seen[0].headers.has('authorization')).toBe(false)
    expect(Object.fromEntries(seen[0].form)).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'r1',
      client_id: 'ProjectAdmin_App',
    })
  })

  it.each([
    ['a refused refresh token', 400, 'invalid_grant'],
    ['a server error', 503, null],
  ])(
    '%s keeps the status and the OAuth error for the renewal rules',
    async (_name, status, error) => {
      captureTokenRequests(() =>
        error
          ? HttpResponse.json({ error }, { status })
          : new HttpResponse('<html>down</html>', { status }),
      )
      await expect(refreshToken('r1')).rejects.toMatchObject({
        name: 'TokenRequestError',
        status,
        oauthError: error,
      })
      expect(mainClient.renew).not.toHaveBeenCalled()
      expect(mainClient.onSessionEnded).not.toHaveBeenCalled()
    },
  )

  it('no answer rejects with a null status (an outage, not a refusal)', async () => {
    captureTokenRequests(() => HttpResponse.error())
    await expect(refreshToken('r1')).rejects.toMatchObject({ status: null, oauthError: null })
  })
})

describe('revokeRefreshToken', () => {
  function captureRevocations(respond = () => new HttpResponse(null, { status: 200 })) {
    const seen: { headers: Headers; form: URLSearchParams }[] = []
    mswServer.use(
      http.post('*/connect/revocation', async ({ request }) => {
        seen.push({ headers: request.headers, form: new URLSearchParams(await request.text()) })
        return respond()
      }),
    )
    return seen
  }

  it('posts the refresh token to the revocation endpoint (RFC 7009) with the tenant', async () => {
    const seen = captureRevocations()
    await expect(revokeRefreshToken('r1', ' acme ')).resolves.toBeUndefined()
    expect(seen).toHaveLength(1)
    expect(seen[0].headers.get('content-type')).toContain('application/x-www-form-urlencoded')
    expect(seen[0].headers.get('__tenant')).toBe('acme')
    expect(seen[0].headers.has('authorization')).toBe(false)
    expect(Object.fromEntries(seen[0].form)).toEqual({
      token: 'r1',
      token_type_hint: 'refresh_token',
      client_id: 'ProjectAdmin_App',
    })
  })

  it('sends no __tenant on the host', async () => {
    const seen = captureRevocations()
    await revokeRefreshToken('r1')
    expect(seen[0].headers.has('__tenant')).toBe(false)
  })

  it('rejects when the server refuses, without a toast (the caller signs out anyway)', async () => {
    captureRevocations(() =>
      HttpResponse.json({ error: 'unsupported_token_type' }, { status: 400 }),
    )
    await expect(revokeRefreshToken('r1')).rejects.toBeDefined()
    expect(mainClient.reportError).not.toHaveBeenCalled()
    expect(mainClient.onSessionEnded).not.toHaveBeenCalled()
  })
})
