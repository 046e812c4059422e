import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { mswServer } from '../../../tests/setup/msw-server'
import { registerHttpFeedback } from '@/api/http/feedback-port'
import { registerSessionAccessors } from '@/api/http/session-port'
import { fetchUserAvatar, getCurrentUser, getUserAvatarUrl, listUsers } from './users-api'

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

  it('getUserAvatarUrl is absolute', () => {
    expect(getUserAvatarUrl('u1')).toBe(`${window.location.origin}/api/identity/users/u1/avatar`)
  })

  it('fetchUserAvatar sends the bearer token and resolves a Blob', async () => {
    const unregister = registerSessionAccessors({ getAccessToken: () => 'abc' })
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
    unregister()
    expect(blob).toBeInstanceOf(Blob)
    expect(blob.size).toBe(4)
    expect(blob.type).toBe('image/png')
    expect(authorization).toBe('Bearer abc')
  })

  it('a missing avatar rejects without a toast (the default avatar is shown)', async () => {
    const notifyError = vi.fn()
    const unregister = registerHttpFeedback({ notifyError })
    mswServer.use(
      http.get('*/api/identity/users/u2/avatar', () => new HttpResponse(null, { status: 404 })),
    )
    await expect(fetchUserAvatar('u2')).rejects.toMatchObject({ status: 404 })
    unregister()
    expect(notifyError).not.toHaveBeenCalled()
  })
})
