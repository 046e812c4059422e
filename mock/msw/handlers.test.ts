import axios from 'axios'
import { describe, expect, it } from 'vitest'
import { addFault, getRequestLog } from '../core/control.ts'
import { seedAccounts } from '../core/db/seed-accounts.ts'
import { defaultScope, signIn } from '../core/testing/backend-client.ts'
import { pngSquare } from '../core/testing/test-images.ts'
import { openCountsStreams } from '../core/realtime/live-counts-hub.ts'
import { realtimeStreamPath } from '../core/realtime/realtime-routes.ts'
import { useNodeFormData } from './node-form-data.ts'

// Through msw exactly as the app's axios client goes: jsdom's XMLHttpRequest on localhost:3000.
describe('msw adapter', () => {
  it('signs in with a form post and reads the configuration with the token', async () => {
    const form = new URLSearchParams({
      grant_type: 'password',
      username: 'admin',
      password: seedAccounts.admin.password,
      client_id: 'ProjectAdmin_App',
      scope: defaultScope,
    })
    const token = await axios.post<{ access_token: string }>('/connect/token', form.toString(), {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', __tenant: 'demo' },
    })
    const config = await axios.get<{ currentUser: { id: string } }>(
      '/api/abp/application-configuration',
      {
        headers: { Authorization: `Bearer ${token.data.access_token}` },
      },
    )
    expect(config.data.currentUser.id).toBe(seedAccounts.demoAdmin.userId)
    // Only this test's calls: a timer of an earlier file in the worker may still ask something.
    const mine = getRequestLog().filter((e) => ['/connect/token', '/api/abp/application-configuration'].includes(e.path)) // prettier-ignore
    expect(mine.map((e) => [e.path, e.headers.__tenant])).toEqual([
      ['/connect/token', 'demo'],
      ['/api/abp/application-configuration', undefined],
    ])
  })

  it('passes status, ABP error header and empty body through', async () => {
    const error = await axios.get('/api/identity/users/current-user').catch((e: unknown) => e)
    expect(axios.isAxiosError(error) && error.response?.status).toBe(401)
    if (!axios.isAxiosError(error)) return
    expect(error.response?.headers['www-authenticate']).toBe('Bearer')
    expect(error.response?.data).toBe('')

    const notFound = await axios
      .get(`/api/identity/users/${seedAccounts.nobody.userId}/avatar`)
      .catch((e: unknown) => e)
    expect(axios.isAxiosError(notFound) && notFound.response?.headers._abperrorformat).toBe('true')
  })

  it('serves the avatar image to fetch with an absolute URL', async () => {
    const response = await fetch(
      `http://localhost:3000/api/identity/users/${seedAccounts.admin.userId}/avatar`,
    )
    expect(response.headers.get('content-type')).toBe('image/png')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(bytes.length).toBe(Number(response.headers.get('content-length')))
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  })

  it('turns a networkError fault into a failed request', async () => {
    addFault({ path: '/prod-api/*', networkError: true, times: 1 })
    const error = await axios
      .post('/prod-api/vue-element-admin/user/logout')
      .catch((e: unknown) => e)
    expect(axios.isAxiosError(error) && error.code).toBe('ERR_NETWORK')
    const retry = await axios.post<{ code: number }>('/prod-api/vue-element-admin/user/logout')
    expect(retry.data.code).toBe(20000)
  })

  it('exposes the HTTP controls', async () => {
    await axios.post('/__mock/faults', { path: '/api/*', status: 503 })
    const error = await axios.get('/api/abp/application-configuration').catch((e: unknown) => e)
    expect(axios.isAxiosError(error) && error.response?.status).toBe(503)
  })

  it('passes a multipart upload through byte for byte (with Node FormData, see useNodeFormData)', async () => {
    const restore = await useNodeFormData()
    const { access_token } = await signIn(seedAccounts.nobody)
    const png = pngSquare(40)
    const form = new FormData()
    form.append('file', new File([png], 'me.png', { type: 'image/png' }))
    const answer = await axios
      .put('/api/identity/users/current-user/avatar', form, {
        headers: { Authorization: `Bearer ${access_token}` },
      })
      .finally(restore)
    expect(answer.status).toBe(204)
    const read = await fetch(
      `http://localhost:3000/api/identity/users/${seedAccounts.nobody.userId}/avatar`,
    )
    expect([...new Uint8Array(await read.arrayBuffer())]).toEqual([...png])
  })

  it('leaves no stream open for a client that went away while it was being answered', async () => {
    const { access_token: token } = await signIn(seedAccounts.manager)
    // The answer takes 300 ms; the client gives up after 50.
    addFault({ path: realtimeStreamPath, delayMs: 300, times: 1 })
    const aborter = new AbortController()
    const asked = fetch(`http://localhost:3000${realtimeStreamPath}`, {
      signal: aborter.signal,
      headers: { Authorization: `Bearer ${token}` },
    }).then(
      () => 'answered',
      () => 'gave up',
    )
    setTimeout(() => aborter.abort(), 50)
    expect(await asked).toBe('gave up')
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(openCountsStreams()).toBe(0)
  })
})
