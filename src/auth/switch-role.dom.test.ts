import { createMemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { wireApp } from '@/app/bootstrap'
import { appConfig } from '@/config/app-config'
import { appRouteTable } from '@/app/routes/app-route-table'
import { buildSessionRoutes } from '@/router/installed-routes'
import { usePermissionStore } from '@/stores/permission-store'
import { registerTabCloser, resetSessionStores } from '@/stores/reset-session-stores'
import { useUserStore } from '@/stores/user-store'
import { createDemoSession, type DemoSession } from './demo-session'
import { switchRole } from './session-actions'
import { readStoredTokens } from './token-storage'

const sessions: DemoSession[] = []

// The role switch belongs to the demo client (vue-element-admin's permission demo).
function startDemo(): DemoSession {
  let session: DemoSession | undefined
  wireApp(
    { ...appConfig, loginMode: 'demo' },
    (events) => (session = createDemoSession(events)),
    (routes) => createMemoryRouter(routes, { initialEntries: ['/login'] }),
  )
  sessions.push(session!)
  return session!
}

afterEach(() => {
  for (const session of sessions.splice(0)) session.end()
  resetSessionStores()
})

describe('switchRole (spec §4 Role switch)', () => {
  it('sets the role token, reloads the user info, regenerates the routes and closes all tabs', async () => {
    const session = startDemo()
    const closeTabs = vi.fn()
    registerTabCloser(closeTabs)

    await switchRole(session, 'editor')
    expect(session.getAccessToken()).toBe('editor-token')
    expect(readStoredTokens()?.accessToken).toBe('editor-token')
    expect(usePermissionStore.getState()).toMatchObject({ granted: ['editor'], isLoaded: true })
    expect(useUserStore.getState().name).toEqual(expect.any(String))
    // editor holds no permission of the route table: only the constant routes stay.
    expect(usePermissionStore.getState().routeIndex.entries).toHaveLength(
      buildSessionRoutes([]).entries.length,
    )
    expect(closeTabs).toHaveBeenCalledTimes(1)

    await switchRole(session, 'admin')
    expect(session.getAccessToken()).toBe('admin-token')
    expect(usePermissionStore.getState().granted).toEqual(['admin'])
    // admin sees every route of the table.
    const { byPath } = usePermissionStore.getState().routeIndex
    expect(appRouteTable.menu.filter((route) => !byPath.has(route.path))).toEqual([])
    expect(closeTabs).toHaveBeenCalledTimes(2)
  })
})
