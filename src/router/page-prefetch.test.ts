import { afterEach, describe, expect, it, vi } from 'vitest'
import { installRouteTable } from './installed-routes'
import { prefetchPage } from './page-prefetch'
import type { PageModule } from './route-types'

/** A table of three pages; each test meets its own (the module remembers pages it fetched). */
function installPages(pages: Record<'user' | 'role' | 'post', () => Promise<PageModule>>) {
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

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('prefetchPage', () => {
  it("loads a page's code once, however often its link is met", async () => {
    const users = vi.fn(() => Promise.resolve(module))
    installPages({ user: users, role: vi.fn(), post: vi.fn() })
    prefetchPage('/organization/user')
    prefetchPage('/organization/user')
    await Promise.resolve()
    expect(users).toHaveBeenCalledOnce()
  })

  it('forgets a failed load, so the next meeting tries again', async () => {
    const roles = vi.fn(() => Promise.reject(new Error('offline')))
    installPages({ user: vi.fn(), role: roles, post: vi.fn() })
    prefetchPage('/organization/role')
    await vi.waitFor(() => expect(roles).toHaveBeenCalledOnce())
    await new Promise((resolve) => setTimeout(resolve, 0))
    prefetchPage('/organization/role')
    expect(roles).toHaveBeenCalledTimes(2)
  })

  it('fetches nothing when the connection asks to save data, or for an unknown address', () => {
    const posts = vi.fn(() => Promise.resolve(module))
    installPages({ user: vi.fn(), role: vi.fn(), post: posts })
    prefetchPage('/nowhere')
    vi.stubGlobal('navigator', { connection: { saveData: true } })
    prefetchPage('/organization/post')
    expect(posts).not.toHaveBeenCalled()
    vi.stubGlobal('navigator', { connection: { saveData: false } })
    prefetchPage('/organization/post')
    expect(posts).toHaveBeenCalledOnce()
  })
})
