import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { wireApp, type ReadyApp } from '@/app/bootstrap'
import type { SessionFactory } from '@/app/create-session'
import { requestPasswordToken } from '@/api/auth/token-api'
import { createPasswordSession } from '@/auth/password-session'
import { writeStoredTokens } from '@/auth/token-storage'
import { SessionProvider } from '@/app/session-provider'
import { appConfig } from '@/config/app-config'
import { resetSessionStores } from '@/stores/reset-session-stores'
import { seedPassword } from '../setup/msw-server'

let started: ReadyApp | undefined

/**
 * The whole app (session, HTTP client, route table, guard, layout) wired as src/app/bootstrap.ts
 * wires it, in a memory router at `path`.
 */
export function renderApp(path: string, createSession: SessionFactory = createPasswordSession) {
  started = wireApp(appConfig, createSession, (routes) =>
    createMemoryRouter(routes, { initialEntries: [path] }),
  )
  const { router, session } = started
  const view = render(
    <SessionProvider session={session}>
      <RouterProvider router={router} />
    </SessionProvider>,
  )
  return { router, session, ...view }
}

/**
 * Signs in as a seeded account the way the sign-in form leaves things: the tokens stored in
 * their cookies, for the next renderApp to restore.
 */
export async function signInAs(username: string, tenant?: string): Promise<void> {
  const tokens = await requestPasswordToken({ username, password: seedPassword, tenant })
  writeStoredTokens({
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken ?? undefined,
    expiresAt: Date.now() + (tokens.expiresIn ?? 3600) * 1000,
    tenant,
  })
}

/** Forgets the session between tests (stores, cookies, renewal timer). */
export function resetSession(): void {
  started?.session.end()
  started = undefined
  resetSessionStores()
}
