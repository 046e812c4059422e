import { describe, expect, it } from 'vitest'
import type { RouteHandle } from '@/router/route-handle'
import { indexRoutes } from '@/router/route-index'
import type { AppRoute } from '@/router/route-types'
import { buildBreadcrumbs, type BreadcrumbEntry } from './build-breadcrumbs'

const routes: AppRoute[] = [
  { path: '/redirect/*', meta: { titleKey: 'redirect', hidden: true, breadcrumb: false } },
  { path: '/index', meta: { titleKey: 'dashboard' } },
  { path: '/notice/view', meta: { titleKey: 'noticeView', hidden: true, activeMenu: '/notice' } },
  {
    path: '/organization',
    redirect: '/organization/user',
    meta: { titleKey: 'organization' },
    children: [
      { path: 'user', meta: { titleKey: 'user' } },
      {
        path: 'deep',
        meta: { titleKey: 'deepGroup', breadcrumb: false },
        children: [{ path: 'leaf', meta: { titleKey: 'leaf' } }],
      },
    ],
  },
  {
    path: '/plain',
    meta: { titleKey: 'plainGroup' },
    children: [{ path: 'page', meta: { titleKey: 'plainPage' } }],
  },
]

const home = { path: '/', titleKey: 'dashboard' }

const index = indexRoutes(routes)

function handleFor(fullPath: string): RouteHandle {
  const meta = index.byPath.get(fullPath)?.meta ?? { titleKey: 'elsewhere' }
  return { meta, fullPath }
}

describe('buildBreadcrumbs', () => {
  it.each<[string, BreadcrumbEntry[]]>([
    ['/index', [{ titleKey: 'dashboard', to: undefined }]],
    [
      '/organization/user',
      [
        { titleKey: 'dashboard', to: '/' },
        // The group's address: its loader picks the default child or one the user may open.
        { titleKey: 'organization', to: '/organization' },
        { titleKey: 'user', to: undefined },
      ],
    ],
    // A level marked `breadcrumb: false` is skipped, its children are not.
    [
      '/organization/deep/leaf',
      [
        { titleKey: 'dashboard', to: '/' },
        { titleKey: 'organization', to: '/organization' },
        { titleKey: 'leaf', to: undefined },
      ],
    ],
    // A group without a redirect is text, not a link.
    [
      '/plain/page',
      [
        { titleKey: 'dashboard', to: '/' },
        { titleKey: 'plainGroup', to: undefined },
        { titleKey: 'plainPage', to: undefined },
      ],
    ],
    [
      '/notice/view',
      [
        { titleKey: 'dashboard', to: '/' },
        { titleKey: 'noticeView', to: undefined },
      ],
    ],
    // Not in the (filtered) table: the page's own title still shows.
    [
      '/elsewhere',
      [
        { titleKey: 'dashboard', to: '/' },
        { titleKey: 'elsewhere', to: undefined },
      ],
    ],
  ])('%s', (fullPath, expected) => {
    expect(buildBreadcrumbs(index, handleFor(fullPath), home)).toEqual(expected)
  })

  it('shows nothing for a page marked breadcrumb: false, or without a handle', () => {
    expect(buildBreadcrumbs(index, handleFor('/redirect/*'), home)).toEqual([])
    expect(buildBreadcrumbs(index, undefined, home)).toEqual([])
  })
})
