import i18next from 'i18next'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toRequestLanguage } from '@/i18n/request-language'
import { createFakeHttpDeps } from '@tests/support/fake-http-deps'
import { mswServer } from '@tests/setup/msw-server'
import { apiClient, configureApiClient } from './api-client'
import { translateError } from '@/api/errors/translate-error'

beforeEach(async () => {
  await i18next.changeLanguage('zh-CN')
})
afterEach(async () => {
  await i18next.changeLanguage('en')
})

/** The client as src/app/bootstrap.ts configures it: UI language and texts from i18n. */
function configure() {
  const fake = createFakeHttpDeps({
    getLanguage: () => toRequestLanguage(i18next.resolvedLanguage ?? i18next.language),
    translate: translateError,
  })
  configureApiClient(fake.deps)
  return fake
}

describe('apiClient', () => {
  it('says so when start-up did not configure it', async () => {
    // A fresh copy of the module: the test setup configures the shared one before each test.
    vi.resetModules()
    const fresh = await import('./api-client')
    await expect(fresh.apiClient.get('/api/x')).rejects.toThrow('configureApiClient()')
  })

  it('reads token and tenant from the configured session, the language from i18n', async () => {
    const { state } = configure()
    state.token = 'abc'
    state.tenant = 'tenant-1'
    let headers = new Headers()
    mswServer.use(
      http.get('*/api/x', ({ request }) => {
        headers = request.headers
        return HttpResponse.json({})
      }),
    )
    await apiClient.get('/api/x')
    expect(headers.get('authorization')).toBe('Bearer abc')
    expect(headers.get('__tenant')).toBe('tenant-1')
    expect(headers.get('accept-language')).toBe('zh-Hans')
  })

  it('each helper reaches the configured client', async () => {
    configure()
    const seen: string[] = []
    mswServer.use(
      http.all('*/api/x', ({ request }) => {
        seen.push(`${request.method} ${request.headers.get('content-type') ?? ''}`.trim())
        return HttpResponse.json({ ok: true })
      }),
    )
    await apiClient.get('/api/x')
    await apiClient.post('/api/x', { a: 1 })
    await apiClient.postForm('/api/x', { a: 1 })
    await apiClient.put('/api/x', { a: 1 })
    await expect(apiClient.delete('/api/x')).resolves.toEqual({ ok: true })
    expect(seen).toEqual([
      'GET',
      expect.stringMatching(/^POST application\/json/),
      expect.stringMatching(/^POST application\/x-www-form-urlencoded/),
      expect.stringMatching(/^PUT application\/json/),
      'DELETE',
    ])
  })

  it.each([
    [401, '凭证过期，请重新登录！'],
    [403, '拒绝访问'],
    [404, '404 (找不到服务)'],
    [405, '不允许的请求'],
    [500, '服务器错误'],
    [418, '出错了'],
  ])('%i reports the catalogue text %s in the UI language', async (status, text) => {
    const { reportError, onSessionEnded } = configure()
    mswServer.use(http.get('*/api/x', () => new HttpResponse(null, { status })))
    await expect(apiClient.get('/api/x')).rejects.toMatchObject({ status, message: text })
    expect(reportError).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ message: text, details: status === 418 ? 'HTTP 418' : null }),
    )
    expect(onSessionEnded).toHaveBeenCalledTimes(status === 401 ? 1 : 0)
  })

  it('renews through the configured session and replays the request', async () => {
    const { state, renew, reportError, onSessionEnded } = configure()
    state.token = 'old'
    renew.mockImplementation(() => {
      state.token = 'new'
      return Promise.resolve('renewed')
    })
    mswServer.use(
      http.get('*/api/x', ({ request }) =>
        request.headers.get('authorization') === 'Bearer new'
          ? HttpResponse.json({ ok: 1 })
          : new HttpResponse(null, { status: 401 }),
      ),
    )
    await expect(apiClient.get('/api/x')).resolves.toEqual({ ok: 1 })
    expect(renew).toHaveBeenCalledOnce()
    expect(reportError).not.toHaveBeenCalled()
    expect(onSessionEnded).not.toHaveBeenCalled()
  })

  it('a later configuration replaces the earlier one (a new session at start-up)', async () => {
    configure().state.token = 'first'
    const second = configure()
    second.state.token = 'second'
    const authorization = vi.fn<(value: string | null) => void>()
    mswServer.use(
      http.get('*/api/x', ({ request }) => {
        authorization(request.headers.get('authorization'))
        return HttpResponse.json({})
      }),
    )
    await apiClient.get('/api/x')
    expect(authorization).toHaveBeenCalledExactlyOnceWith('Bearer second')
  })
})
