import i18next from 'i18next'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mswServer } from '../../../tests/setup/msw-server'
import { apiClient } from './api-client'
import { registerHttpFeedback } from './feedback-port'
import { registerSessionAccessors } from './session-port'

const cleanups: (() => void)[] = []

beforeEach(async () => {
  await i18next.changeLanguage('zh-CN')
})
afterEach(async () => {
  cleanups.splice(0).forEach((cleanup) => cleanup())
  apiClient.resetErrorFeedback()
  await i18next.changeLanguage('en')
})

function signIn(token: string | undefined, tenantId?: string) {
  const session = { token }
  cleanups.push(
    registerSessionAccessors({ getAccessToken: () => session.token, getTenantId: () => tenantId }),
  )
  return session
}

function feedback(extra: Parameters<typeof registerHttpFeedback>[0] = {}) {
  const ports = { notifyError: vi.fn(), onUnauthorized: vi.fn(), ...extra }
  cleanups.push(registerHttpFeedback(ports))
  return ports
}

describe('apiClient (wired to the ports and i18n)', () => {
  it('reads token and tenant from the registered session accessors', async () => {
    signIn('abc', 'tenant-1')
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

  it.each([
    [401, '凭证过期，请重新登录！'],
    [403, '拒绝访问'],
    [404, '404 (找不到服务)'],
    [405, '不允许的请求'],
    [500, '服务器错误'],
    [418, 'Has Error'],
  ])('%i toasts the catalogue text %s through the registered notifier', async (status, text) => {
    signIn('abc')
    const ports = feedback()
    mswServer.use(http.get('*/api/x', () => new HttpResponse(null, { status })))
    await expect(apiClient.get('/api/x')).rejects.toMatchObject({ status, message: text })
    expect(ports.notifyError).toHaveBeenCalledExactlyOnceWith(
      text,
      status === 418 ? 'HTTP 418' : undefined,
    )
    expect(ports.onUnauthorized).toHaveBeenCalledTimes(status === 401 ? 1 : 0)
  })

  it('uses the registered refresher and replays the request', async () => {
    const session = signIn('old')
    const ports = feedback({
      refreshAccessToken: () => {
        session.token = 'new'
        return Promise.resolve(true)
      },
    })
    mswServer.use(
      http.get('*/api/x', ({ request }) =>
        request.headers.get('authorization') === 'Bearer new'
          ? HttpResponse.json({ ok: 1 })
          : new HttpResponse(null, { status: 401 }),
      ),
    )
    await expect(apiClient.get('/api/x')).resolves.toEqual({ ok: 1 })
    expect(ports.notifyError).not.toHaveBeenCalled()
    expect(ports.onUnauthorized).not.toHaveBeenCalled()
  })
})
