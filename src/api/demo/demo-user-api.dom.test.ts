import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { appConfig } from '@/config/app-config'
import { mswServer } from '@tests/setup/msw-server'
import { configureDemoClient } from './demo-client'
import { demoGetInfo, demoLogin, demoLogout } from './demo-user-api'

let token: string | undefined

beforeEach(() => {
  token = undefined
  // As src/app/bootstrap.ts wires it in demo mode.
  configureDemoClient({
    baseURL: appConfig.demoApiBase,
    timeout: appConfig.demoTimeoutMs,
    getToken: () => token,
    translate: (key) => `t:${key}`,
    notifyError: vi.fn(),
    confirmLogout: () => Promise.resolve(false),
    onForcedLogout: vi.fn(),
  })
})

describe('demo user api', () => {
  it('demoLogin posts trimmed JSON credentials under /prod-api and returns the token', async () => {
    let body: unknown
    mswServer.use(
      http.post('*/prod-api/vue-element-admin/user/login', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ code: 20000, data: { token: 'admin-token' } })
      }),
    )
    await expect(demoLogin({ username: ' admin ', password: '111111' })).resolves.toEqual({
      token: 'admin-token',
    })
    expect(body).toEqual({ username: 'admin', password: '111111' })
  })

  it('demoGetInfo passes the token in the query', async () => {
    mswServer.use(
      http.get('*/prod-api/vue-element-admin/user/info', ({ request }) =>
        HttpResponse.json({
          code: 20000,
          data: { roles: ['admin'], name: new URL(request.url).searchParams.get('token') },
        }),
      ),
    )
    await expect(demoGetInfo('admin-token')).resolves.toMatchObject({ name: 'admin-token' })
  })

  it('demoLogout posts to the logout path with the session token', async () => {
    token = 'admin-token'
    let sent: string | null = null
    mswServer.use(
      http.post('*/prod-api/vue-element-admin/user/logout', ({ request }) => {
        sent = request.headers.get('x-token')
        return HttpResponse.json({ code: 20000, data: 'success' })
      }),
    )
    await expect(demoLogout()).resolves.toBe('success')
    expect(sent).toBe('admin-token')
  })
})
