import { QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiClient } from '@/api/http/api-client'
import type { Session } from '@/auth/session'
import { SessionContext } from '@/auth/use-session'
import { useUserStore } from '@/stores/user-store'
import { createAppQueryClient } from './query-client'
import { useUserAvatar } from './use-user-avatar'

// The avatar call is answered by a spy on the HTTP client (not vi.mock: the unit project shares
// one module graph per worker, where the API module may already be loaded).
let avatarCall = vi.fn()

const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]
const jpeg = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10]
const encode = (text: string) => [...new TextEncoder().encode(text)]

let createdBlobs: Blob[] = []
let userCounter = 0

beforeEach(() => {
  createdBlobs = []
  // Spies, restored after each test (restoreMocks): assigned mocks outlived this file in the
  // shared worker, and a later spy on them started with their calls.
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob: Blob | MediaSource) => {
    createdBlobs.push(blob as Blob)
    return `blob:avatar-${createdBlobs.length}`
  })
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
})

afterEach(() => {
  useUserStore.getState().clearUser()
})

const session = { getIdentity: () => ({ userId: 'u', tenantId: null }) } as unknown as Session

/** What the shell provides: the session and a query client. */
function renderAvatar() {
  const client = createAppQueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SessionContext value={session}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </SessionContext>
  )
  return renderHook(() => useUserAvatar(), { wrapper })
}

/** Signs in a fresh user (the hook shares avatars per user id) whose avatar has these bytes. */
function signInWithAvatar(bytes: number[] | Error): void {
  userCounter += 1
  avatarCall = vi
    .spyOn(apiClient, 'get')
    .mockImplementation(() =>
      bytes instanceof Error
        ? Promise.reject(bytes)
        : Promise.resolve(new Uint8Array(bytes).buffer),
    )
  useUserStore.setState({ id: `user-${userCounter}`, avatar: '' })
}

describe('useUserAvatar', () => {
  it.each([
    ['PNG', png, 'image/png'],
    ['JPEG', jpeg, 'image/jpeg'],
  ])('shows a %s avatar as an object URL of that type', async (_name, bytes, type) => {
    signInWithAvatar(bytes)
    const { result } = renderAvatar()
    await waitFor(() => expect(result.current).toBe('blob:avatar-1'))
    expect(createdBlobs[0].type).toBe(type)
    expect(new Uint8Array(await createdBlobs[0].arrayBuffer())).toEqual(new Uint8Array(bytes))
  })

  it.each([
    ['SVG', encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['HTML', encode('<!doctype html><script>alert(1)</script>')],
    ['empty', []],
    ['a failed request', new Error('404')],
  ])('shows the default avatar for %s', async (_name, bytes) => {
    signInWithAvatar(bytes)
    const { result } = renderAvatar()
    await waitFor(() =>
      expect(avatarCall).toHaveBeenCalledWith(
        expect.stringMatching(/\/avatar$/),
        undefined,
        expect.anything(),
      ),
    )
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(result.current).toBeUndefined()
    expect(URL.createObjectURL).not.toHaveBeenCalled()
  })

  it('revokes the object URL when the last holder goes away', async () => {
    signInWithAvatar(png)
    const { result, unmount } = renderAvatar()
    await waitFor(() => expect(result.current).toBe('blob:avatar-1'))
    unmount()
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:avatar-1'))
  })
})
