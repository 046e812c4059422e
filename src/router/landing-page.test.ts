import { describe, expect, it } from 'vitest'
import { findLandingPage } from './landing-page'
import { indexRoutes } from './route-index'
import type { AppRoute, PageModule } from './route-types'

const page = (name: string) => () => Promise.resolve({ default: () => name } as PageModule)
const pages = {
  dashboard: page('dashboard'),
  users: page('users'),
  instance: page('instance'),
}

const table: AppRoute[] = [
  { path: '/', redirect: '/index', meta: { titleKey: 'home', hidden: true } },
  { path: '/index', page: pages.dashboard, meta: { titleKey: 'dashboard' } },
  {
    path: '/organization',
    redirect: '/organization/user',
    meta: { titleKey: 'organization' },
    children: [{ path: 'user', page: pages.users, meta: { titleKey: 'user' } }],
  },
  { path: '/workflow/instance/:id', page: pages.instance, meta: { titleKey: 'instance' } },
  { path: '/loop', redirect: '/loop', meta: { titleKey: 'loop' } },
]
const index = indexRoutes(table)

describe('findLandingPage', () => {
  it.each<[string, string, (() => Promise<PageModule>) | undefined]>([
    ['the root, through its redirect', '/', pages.dashboard],
    ['a page', '/index', pages.dashboard],
    ['a page with a query', '/organization/user?filter=a', pages.users],
    ['a group, through its redirect to its page', '/organization', pages.users],
    ['a page with a parameter', '/workflow/instance/42', pages.instance],
    ['an unknown address', '/nowhere', undefined],
    ['a redirect that never ends', '/loop', undefined],
  ])('%s (%s)', (_case, target, expected) => {
    expect(findLandingPage(index, target)).toBe(expected)
  })
})
