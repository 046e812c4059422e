import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { tenantScope } from '@/query/query-keys'
import { installRouteTable } from './installed-routes'
import { prefetchPage } from './page-prefetch'
import type { PageModule } from './route-types'

/** A table of three pages; each test meets its own (the module remembers pages it fetched). */
function installPages(pages: Record<string, () => Promise<PageModule>>) {
  installRouteTable({
    open: [],
    constant: [],
    fullWindow: [],
    menu: [
      {
        path: '/organization',
        meta: { titleKey: 'organization' },
        children: Object.entries(pages).map(([path, page]) => ({
          path,
          page,
          meta: { titleKey: path },
        })),
      },
    ],
  })
}

const module = { default: () => null } as PageModule
const intent = { tenant: tenantScope(null), client: new QueryClient() }

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('prefetchPage', () => {
  it("loads a page's code once, however often its link is met", async () => {
    const users = vi.fn(() => Promise.resolve(module))
    installPages({ user: users, role: vi.fn(), post: vi.fn() })
    prefetchPage('/organization/user', intent)
    prefetchPage('/organization/user', intent)
    await Promise.resolve()
    expect(users).toHaveBeenCalledOnce()
  })

  it('forgets a failed load, so the next meeting tries again', async () => {
    const roles = vi.fn(() => Promise.reject(new Error('offline')))
    installPages({ user: vi.fn(), role: roles, post: vi.fn() })
    prefetchPage('/organization/role', intent)
    await vi.waitFor(() => expect(roles).toHaveBeenCalledOnce())
    await new Promise((resolve) => setTimeout(resolve, 0))
    prefetchPage('/organization/role', intent)
    expect(roles).toHaveBeenCalledTimes(2)
  })

  it('fetches nothing when the connection asks to save data, or for an unknown address', () => {
    const posts = vi.fn(() => Promise.resolve(module))
    installPages({ user: vi.fn(), role: vi.fn(), post: posts })
    prefetchPage('/nowhere', intent)
    vi.stubGlobal('navigator', { connection: { saveData: true } })
    prefetchPage('/organization/post', intent)
    expect(posts).not.toHaveBeenCalled()
    vi.stubGlobal('navigator', { connection: { saveData: false } })
    prefetchPage('/organization/post', intent)
    expect(posts).toHaveBeenCalledOnce()
  })

  it("hands the page its link's address at each meeting, for its own prefetch (texts, list)", async () => {
    const prefetch = vi.fn()
    const positions = vi.fn(() => Promise.resolve({ ...module, prefetch }))
    installPages({ position: positions })
    prefetchPage('/organization/position?filter=王', intent)
    prefetchPage('/organization/position', intent)
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledTimes(2))
    expect(positions).toHaveBeenCalledOnce()
    const [first, second] = prefetch.mock.calls.map(([context]) => context)
    expect(first.target.search).toBe('?filter=%E7%8E%8B')
    expect(second).toMatchObject({ tenant: intent.tenant, client: intent.client })
    expect(second.target.pathname).toBe('/organization/position')
  })
})
