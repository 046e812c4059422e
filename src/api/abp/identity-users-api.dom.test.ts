import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { configureApiClient } from '@/api/http/api-client'
import { createFakeHttpDeps } from '@tests/support/fake-http-deps'
import { mswServer } from '@tests/setup/msw-server'
import { fetchUserAvatar, getCurrentUser, listUsers } from './identity-users-api'

let fake: ReturnType<typeof createFakeHttpDeps>

beforeEach(() => {
  fake = createFakeHttpDeps()
  fake.state.token = 'abc'
  configureApiClient(fake.deps)
})

describe('users api', () => {
  it('getCurrentUser returns the current-user record', async () => {
    const user = { id: 'u1', name: 'Admin', userName: 'admin', phoneNumber: null, positions: [] }
    mswServer.use(http.get('*/api/identity/users/current-user', () => HttpResponse.json(user)))
    await expect(getCurrentUser()).resolves.toEqual(user)
  })

  it('listUsers unwraps the items', async () => {
    mswServer.use(
      http.get('*/api/identity/users/list', () =>
        HttpResponse.json({ items: [{ id: 'u1', userName: 'admin' }] }),
      ),
    )
    await expect(listUsers()).resolves.toEqual([{ id: 'u1', userName: 'admin' }])
  })

  it('fetchUserAvatar sends the bearer token and resolves the bytes as a Blob', async () => {
    let authorization: string | null = null
    mswServer.use(
      http.get('*/api/identity/users/u1/avatar', ({ request }) => {
        authorization = request.headers.get('authorization')
        return new HttpResponse(new Uint8Array([137, 80, 78, 71]).buffer, {
          headers: { 'Content-Type': 'image/png' },
        })
      }),
    )
    const blob = await fetchUserAvatar('u1')
    expect(blob).toBeInstanceOf(Blob)
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([137, 80, 78, 71])
    // The type is read from the bytes by the caller: the server's Content-Type is not trusted.
    expect(blob.type).toBe('')
    expect(authorization).toBe('Bearer abc')
  })

  it('fetchUserAvatar encodes the user id in the path', async () => {
    let path = ''
    mswServer.use(
      http.get('*/api/identity/users/:id/avatar', ({ request }) => {
        path = new URL(request.url).pathname
        return new HttpResponse(new Uint8Array([1]).buffer)
      }),
    )
    await fetchUserAvatar('a/b')
    expect(path).toBe('/api/identity/users/a%2Fb/avatar')
  })

  it('a missing avatar rejects without a toast (the default avatar is shown)', async () => {
    mswServer.use(
      http.get('*/api/identity/users/u2/avatar', () => new HttpResponse(null, { status: 404 })),
    )
    await expect(fetchUserAvatar('u2')).rejects.toMatchObject({ status: 404 })
    expect(fake.reportError).not.toHaveBeenCalled()
  })
})
