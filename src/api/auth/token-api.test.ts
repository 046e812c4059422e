import i18next from 'i18next'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mswServer } from '../../../tests/setup/msw-server'
import { registerHttpFeedback } from '@/api/http/feedback-port'
import { registerSessionAccessors } from '@/api/http/session-port'
import { refreshToken, requestPasswordToken, TokenRequestError } from './token-api'

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

const notifyError = vi.fn()
let unregister: () => void = () => {}

beforeEach(async () => {
  await i18next.changeLanguage('zh-CN')
  unregister = registerHttpFeedback({ notifyError })
})
afterEach(async () => {
  unregister()
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

  it('never sends the session bearer token', async () => {
    const unregisterSession = registerSessionAccessors({ getAccessToken: () => 'old' })
    const seen = captureTokenRequests()
    await requestPasswordToken({ username: 'admin', password: 'p' })
    unregisterSession()
    expect(seen[0].headers.has('authorization')).toBe(false)
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
    expect(notifyError).not.toHaveBeenCalled()
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
    expect(notifyError).not.toHaveBeenCalled()
  })
})

describe('refreshToken', () => {
  it('posts the refresh_token grant', async () => {
    const seen = captureTokenRequests()
    await expect(refreshToken('r1', 'acme')).resolves.toMatchObject({ accessToken: 'jwt' })
    expect(seen[0].headers.get('__tenant')).toBe('acme')
    expect(Object.fromEntries(seen[0].form)).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'r1',
      client_id: 'ProjectAdmin_App',
    })
  })
})
