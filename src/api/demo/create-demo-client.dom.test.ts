import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { mswServer } from '@tests/setup/msw-server'
import { createDemoClient, DemoApiError, type DemoClientDeps } from './create-demo-client'

function createFakeDemo(overrides: Partial<DemoClientDeps> = {}) {
  const deps = {
    baseURL: '/prod-api',
    timeout: 5_000,
    getToken: (): string | undefined => 'demo-token',
    translate: (key: string) => `t:${key}`,
    notifyError: vi.fn<(message: string) => void>(),
    confirmLogout: vi.fn(() => Promise.resolve(true)),
    onForcedLogout: vi.fn<() => void>(),
    ...overrides,
  }
  return { deps, client: createDemoClient(deps) }
}

function answer(body: object) {
  mswServer.use(http.get('*/prod-api/thing', () => HttpResponse.json(body)))
}

describe('createDemoClient', () => {
  it('code 20000 resolves with data and sends X-Token', async () => {
    let token: string | null = null
    mswServer.use(
      http.get('*/prod-api/thing', ({ request }) => {
        token = request.headers.get('x-token')
        return HttpResponse.json({ code: 20000, data: { a: 1 } })
      }),
    )
    const { client, deps } = createFakeDemo()
    await expect(client.get('/thing')).resolves.toEqual({ a: 1 })
    expect(token).toBe('demo-token')
    expect(deps.notifyError).not.toHaveBeenCalled()
  })

  it('sends no X-Token without a token', async () => {
    let hasToken = true
    mswServer.use(
      http.get('*/prod-api/thing', ({ request }) => {
        hasToken = request.headers.has('x-token')
        return HttpResponse.json({ code: 20000, data: null })
      }),
    )
    await createFakeDemo({ getToken: () => undefined }).client.get('/thing')
    expect(hasToken).toBe(false)
  })

  it('another code toasts the server message and rejects', async () => {
    answer({ code: 60204, message: 'Account and password are incorrect.' })
    const { client, deps } = createFakeDemo()
    const error = await client.get('/thing').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DemoApiError)
    expect(error).toMatchObject({ code: 60204, message: 'Account and password are incorrect.' })
    expect(deps.notifyError).toHaveBeenCalledExactlyOnceWith('Account and password are incorrect.')
    expect(deps.confirmLogout).not.toHaveBeenCalled()
  })

  it('a code without message toasts the fallback text', async () => {
    answer({ code: 1 })
    const { client, deps } = createFakeDemo()
    await expect(client.get('/thing')).rejects.toMatchObject({ message: 't:demo.fallback' })
    expect(deps.notifyError).toHaveBeenCalledWith('t:demo.fallback')
  })

  it.each([50008, 50012, 50014])(
    'code %i asks to log out; Re-Login forces the logout',
    async (code) => {
      answer({ code, message: 'expired' })
      const { client, deps } = createFakeDemo()
      await expect(client.get('/thing')).rejects.toMatchObject({ code })
      await vi.waitFor(() => expect(deps.onForcedLogout).toHaveBeenCalledOnce())
      expect(deps.confirmLogout).toHaveBeenCalledOnce()
      expect(deps.notifyError).toHaveBeenCalledWith('expired')
    },
  )

  it('Cancel keeps the session; concurrent logout codes open one dialog', async () => {
    answer({ code: 50008, message: 'expired' })
    let cancel: (value: boolean) => void = () => {}
    const confirmLogout = vi.fn(() => new Promise<boolean>((resolve) => (cancel = resolve)))
    const { client, deps } = createFakeDemo({ confirmLogout })
    await Promise.allSettled([client.get('/thing'), client.get('/thing'), client.get('/thing')])
    expect(confirmLogout).toHaveBeenCalledOnce()
    cancel(false)
    await Promise.resolve()
    expect(deps.onForcedLogout).not.toHaveBeenCalled()
  })

  it('a transport error toasts the error message and rejects', async () => {
    mswServer.use(http.get('*/prod-api/thing', () => HttpResponse.error()))
    const { client, deps } = createFakeDemo()
    await expect(client.get('/thing')).rejects.toMatchObject({
      name: 'DemoApiError',
      code: null,
      message: 'Network Error',
    })
    expect(deps.notifyError).toHaveBeenCalledExactlyOnceWith('Network Error')
  })
})
