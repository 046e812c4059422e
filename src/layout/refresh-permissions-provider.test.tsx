import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render } from '@testing-library/react'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import type { Session } from '@/auth/session'
import { useRefreshPermissions, type RefreshPermissions } from '@/auth/use-refresh-permissions'
import { SessionContext } from '@/auth/use-session'
import { RefreshPermissionsProvider } from './refresh-permissions-provider'

describe('RefreshPermissionsProvider', () => {
  it('hands pages the same function across navigations, so kept pages do not render again', async () => {
    const seen: RefreshPermissions[] = []
    function Probe() {
      seen.push(useRefreshPermissions())
      return null
    }
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <RefreshPermissionsProvider>
              <Probe />
              <Outlet />
            </RefreshPermissionsProvider>
          ),
          children: [{ path: 'a' }, { path: 'b' }],
        },
      ],
      { initialEntries: ['/a'] },
    )
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SessionContext value={{} as Session}>
          <RouterProvider router={router} />
        </SessionContext>
      </QueryClientProvider>,
    )
    await act(() => router.navigate('/b'))
    await act(() => router.navigate('/a?page=2'))
    expect(router.state.location.pathname).toBe('/a')
    expect(new Set(seen).size).toBe(1)
  })
})
