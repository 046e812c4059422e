import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect, useState } from 'react'
import { useAuth } from 'react-oidc-context'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AppProviders } from '@/components/providers/app-providers'
import { serveDiscovery, serveTokenEndpoint, storedUser } from '@/auth/oidc/testing/oidc-test-kit'
import { useUserStore } from '@/stores/user-store'

/**
 * The redirect flow's session inside React (react-oidc-context around the app): renewals must not
 * unmount or flash the app, and a renewal the provider refuses sends the user to sign-in.
 */
vi.mock('@/config/app-config', async (importOriginal) => {
  const { appConfig } = await importOriginal<typeof import('@/config/app-config')>()
  return {
    appConfig: {
      ...appConfig,
      grantType: 'authorization_code',
      oidc: { ...appConfig.oidc, authority: 'http://op.test' },
    },
  }
})

let mounts = 0

/** A page with a half-filled form; counts its mounts. */
function FormPage() {
  const auth = useAuth()
  const [text, setText] = useState('')
  useEffect(() => {
    mounts += 1
  }, [])
  return (
    <form>
      <label>
        Keyword
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <button type="button" onClick={() => void auth.signinSilent()}>
        renew
      </button>
      <output>{auth.isLoading ? 'loading' : 'idle'}</output>
    </form>
  )
}

async function renderApp() {
  vi.resetModules()
  const { OidcAuthRoot } = await import('@/auth/oidc/oidc-auth-root')
  const { getUserManager } = await import('@/auth/oidc/user-manager')
  const { oidcAuthGate } = await import('@/auth/oidc/oidc-auth-gate')
  const { useUserStore: store } = await import('@/stores/user-store')
  // What the route guard does first: the stored user becomes the session.
  await oidcAuthGate.hasSession()
  render(
    <AppProviders>
      <OidcAuthRoot>
        <FormPage />
      </OidcAuthRoot>
    </AppProviders>,
  )
  await screen.findByLabelText('Keyword')
  return { manager: getUserManager(), store }
}

beforeEach(() => {
  mounts = 0
  serveDiscovery()
})

afterEach(() => {
  useUserStore.getState().clearUser()
})

describe('redirect-flow session in the app', () => {
  it('keeps the page mounted and the form filled while tokens renew', async () => {
    serveTokenEndpoint(['at-2', 'at-3'], 80)
    localStorage.setItem(
      'oidc.user:http://op.test:ProjectAdmin_Spa',
      storedUser('at-1', 300).toStorageString(),
    )
    const { manager, store } = await renderApp()
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Keyword'), 'half-filled')

    // A renewal through react-oidc-context (its loading state flips) …
    await user.click(screen.getByRole('button', { name: 'renew' }))
    await waitFor(() => expect(store.getState().token).toBe('at-2'))
    // … and one as automaticSilentRenew runs it.
    await act(async () => {
      await manager.signinSilent()
    })
    expect(store.getState().token).toBe('at-3')
    expect(screen.getByLabelText('Keyword')).toHaveProperty('value', 'half-filled')
    expect(mounts).toBe(1)
  })

  it('a renewal the provider refuses sends the user to sign-in, remembering the page', async () => {
    serveTokenEndpoint([])
    window.history.replaceState(null, '', '/project/htd?tab=2')
    localStorage.setItem(
      'oidc.user:http://op.test:ProjectAdmin_Spa',
      storedUser('at-1', 2).toStorageString(),
    )
    const { manager } = await renderApp()
    const signinRedirect = vi.spyOn(manager, 'signinRedirect').mockResolvedValue()

    // automaticSilentRenew fires about a second before expiry; the refresh token is refused.
    await waitFor(() => expect(signinRedirect).toHaveBeenCalledOnce(), { timeout: 5_000 })
    expect(signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/project/htd?tab=2' } })
    expect(await manager.getUser()).toBeNull()
  })

  it('a sign-out reported by the provider (session monitor) does the same', async () => {
    window.history.replaceState(null, '', '/index')
    const { manager } = await renderApp()
    const signinRedirect = vi.spyOn(manager, 'signinRedirect').mockResolvedValue()
    await act(() => manager.events._raiseUserSignedOut())
    await waitFor(() =>
      expect(signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/index' } }),
    )
  })
})
