import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense, useEffect, useState } from 'react'
import { useAuth } from 'react-oidc-context'
import { createMemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { wireApp, type ReadyApp } from '@/app/bootstrap'
import { AppRouter } from '@/app/app-router'
import { createOidcSession, type OidcSession } from '@/auth/oidc/oidc-session'
import { useSession } from '@/auth/use-session'
import { AppProviders } from '@/components/providers/app-providers'
import { appConfig } from '@/config/app-config'
import errorEn from '@/i18n/locales/en/error.json'
import {
  serveDiscovery,
  serveTokenEndpoint,
  storedUser,
  storedUserKey,
  testAuthority,
  testClientId,
} from '../support/oidc-test-kit'

/**
 * The redirect flow's session inside React, wired as src/app/bootstrap.ts and src/app/app-router.tsx
 * wire it (react-oidc-context around the router): renewals must not unmount or flash the app, and
 * a renewal the provider refuses sends the user to sign-in.
 */
const oidcConfig = {
  ...appConfig.oidc,
  authority: testAuthority,
  clientId: testClientId,
  postLogoutRedirectUri: 'http://localhost:3000/',
}

let mounts = 0

/** A page with a half-filled form; counts its mounts. */
function FormPage() {
  const auth = useAuth()
  const session = useSession()
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
      <button type="button" onClick={() => void session.renew()}>
        renew
      </button>
      <output aria-label="provider user">{auth.user?.access_token ?? 'none'}</output>
    </form>
  )
}

const started: ReadyApp[] = []

/** The app at `path`, signed in with what local storage holds (the guard restores it first). */
async function renderApp(path: string) {
  const app = wireApp(
    appConfig,
    (events) => createOidcSession(oidcConfig, events),
    // The app's routes are not the subject: one page at every address.
    () => createMemoryRouter([{ path: '*', element: <FormPage /> }], { initialEntries: [path] }),
  )
  started.push(app)
  const session = app.session as OidcSession
  await session.restore()
  render(
    <AppProviders>
      <Suspense>
        <AppRouter started={app} />
      </Suspense>
    </AppProviders>,
  )
  // The first render loads react-oidc-context (a lazy chunk, as in the app).
  await screen.findByLabelText('Keyword', undefined, { timeout: 10_000 })
  return { session, router: app.router, manager: session.userManager }
}

beforeEach(() => {
  mounts = 0
  serveDiscovery()
})

afterEach(() => {
  for (const app of started.splice(0)) app.session.end()
})

describe('redirect-flow session in the app', () => {
  it('keeps the page mounted and the form filled while tokens renew', async () => {
    serveTokenEndpoint(['at-2', 'at-3'], 80)
    localStorage.setItem(storedUserKey, storedUser('at-1', 300).toStorageString())
    const { session } = await renderApp('/project/htd')
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Keyword'), 'half-filled')

    // A renewal the page asks for (as a 401 would) …
    await user.click(screen.getByRole('button', { name: 'renew' }))
    await waitFor(() => expect(screen.getByLabelText('provider user').textContent).toBe('at-2'))
    expect(session.getAccessToken()).toBe('at-2')
    // … and one as the expiry timer runs it.
    await act(async () => {
      await session.renew()
    })
    expect(session.getAccessToken()).toBe('at-3')
    await waitFor(() => expect(screen.getByLabelText('provider user').textContent).toBe('at-3'))
    expect(screen.getByLabelText('Keyword')).toHaveProperty('value', 'half-filled')
    expect(mounts).toBe(1)
  })

  it('a renewal the provider refuses sends the user to sign-in, remembering the page', async () => {
    serveTokenEndpoint([])
    localStorage.setItem(storedUserKey, storedUser('at-1', 2).toStorageString())
    const { manager } = await renderApp('/project/htd?tab=2')
    const signinRedirect = vi.spyOn(manager, 'signinRedirect').mockResolvedValue()

    // accessTokenExpiring fires about a second before expiry; the refresh token is refused.
    await waitFor(() => expect(signinRedirect).toHaveBeenCalledOnce(), { timeout: 5_000 })
    expect(signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/project/htd?tab=2' } })
    expect(await manager.getUser()).toBeNull()
    expect(await screen.findByText(errorEn.http.unauthorized)).toBeDefined()
    // Still the same page until the browser leaves for the provider.
    expect(mounts).toBe(1)
  })

  it('a sign-out reported by the provider (session monitor) ends the session and shows the signed-out page', async () => {
    localStorage.setItem(storedUserKey, storedUser('at-1', 300).toStorageString())
    const { session, router, manager } = await renderApp('/index')
    const signinRedirect = vi.spyOn(manager, 'signinRedirect').mockResolvedValue()
    await act(() => manager.events._raiseUserSignedOut())
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/loggedout'))
    expect(session.getAccessToken()).toBeUndefined()
    await waitFor(() => expect(localStorage.getItem(storedUserKey)).toBeNull())
    // The provider's session is over: no automatic sign-in that would bring the user back.
    expect(signinRedirect).not.toHaveBeenCalled()
  })
})
