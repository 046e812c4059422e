import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Session } from '@/auth/session'
import { SessionContext } from '@/auth/use-session'
import { useSignedInPrefetch } from './use-signed-in-prefetch'

function Form() {
  const start = useSignedInPrefetch()
  return <input aria-label="Username" onInput={start} />
}

function renderSignIn(prefetchSignedIn: (target: string) => Promise<void>) {
  const router = createMemoryRouter(
    [{ path: '/login', Component: Form, handle: { prefetchSignedIn } }],
    { initialEntries: ['/login?redirect=%2Forganization%2Fuser'] },
  )
  const prepareSignIn = vi.fn()
  const session = { method: 'password', usesLoginPage: true, prepareSignIn } as unknown as Session
  render(
    <SessionContext value={session}>
      <RouterProvider router={router} />
    </SessionContext>,
  )
  return { prepareSignIn }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('useSignedInPrefetch', () => {
  it('fetches the signed-in screen for the redirect target once the page is idle, once', async () => {
    const prefetch = vi.fn(() => Promise.resolve())
    const { prepareSignIn } = renderSignIn(prefetch)
    await waitFor(() => expect(prefetch).toHaveBeenCalledWith('/organization/user'))
    expect(prepareSignIn).toHaveBeenCalledOnce()
    fireEvent.input(screen.getByLabelText('Username'), { target: { value: 'a' } })
    expect(prefetch).toHaveBeenCalledOnce()
    expect(prepareSignIn).toHaveBeenCalledOnce()
  })

  it('on a connection that saves data, waits until the user types', async () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } })
    const prefetch = vi.fn(() => Promise.resolve())
    const { prepareSignIn } = renderSignIn(prefetch)
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)))
    expect(prefetch).not.toHaveBeenCalled()
    expect(prepareSignIn).not.toHaveBeenCalled()
    fireEvent.input(screen.getByLabelText('Username'), { target: { value: 'a' } })
    expect(prefetch).toHaveBeenCalledExactlyOnceWith('/organization/user')
    expect(prepareSignIn).toHaveBeenCalledOnce()
  })
})
