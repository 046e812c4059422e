import { describe, expect, it } from 'vitest'
import { buildMenuItems as buildFromIndex, findOpenKeys, type MenuEntry } from './build-menu-items'
import { indexRoutes } from './route-index'
import type { AppRoute } from './route-types'

const buildMenuItems = (routes: AppRoute[]) => buildFromIndex(indexRoutes(routes))

const shape = (entries: MenuEntry[]): unknown =>
  entries.map((e) => (e.children ? { [e.key]: shape(e.children) } : e.key))

describe('buildMenuItems', () => {
  it('skips hidden routes and shows leaf routes as links', () => {
    const routes: AppRoute[] = [
      { path: '/index', meta: { titleKey: 'dashboard' } },
      { path: '/404', meta: { titleKey: 'notFound', hidden: true } },
    ]
    expect(shape(buildMenuItems(routes))).toEqual(['/index'])
  })

  it('shows a group with one visible child as a single link to that child', () => {
    const routes: AppRoute[] = [
      {
        path: '/org',
        meta: { titleKey: 'org', icon: 'apartment' },
        children: [
          { path: 'user', meta: { titleKey: 'user' } },
          { path: 'detail', meta: { titleKey: 'detail', hidden: true } },
        ],
      },
    ]
    const [entry] = buildMenuItems(routes)
    expect(entry).toEqual({
      key: '/org/user',
      titleKey: 'user',
      icon: 'apartment',
      isExternal: false,
    })
  })

  it('keeps a submenu for alwaysShow groups and groups with several children', () => {
    const routes: AppRoute[] = [
      {
        path: '/a',
        meta: { titleKey: 'a', alwaysShow: true },
        children: [{ path: 'x', meta: { titleKey: 'x' } }],
      },
      {
        path: '/b',
        meta: { titleKey: 'b' },
        children: [
          { path: 'y', meta: { titleKey: 'y' } },
          { path: 'z', meta: { titleKey: 'z' } },
        ],
      },
    ]
    expect(shape(buildMenuItems(routes))).toEqual([{ '/a': ['/a/x'] }, { '/b': ['/b/y', '/b/z'] }])
  })

  it('marks external links (http, https, mailto, tel)', () => {
    const routes: AppRoute[] = [
      {
        path: '/links',
        meta: { titleKey: 'links' },
        children: [
          { path: 'https://abp.io', meta: { titleKey: 'abp' } },
          { path: 'mailto:help@example.com', meta: { titleKey: 'mail' } },
          { path: 'tel:+8610000', meta: { titleKey: 'tel' } },
          { path: 'docs', meta: { titleKey: 'docs' } },
        ],
      },
    ]
    const links = buildMenuItems(routes)[0].children!
    expect(links.map((l) => [l.key, l.isExternal])).toEqual([
      ['https://abp.io', true],
      ['mailto:help@example.com', true],
      ['tel:+8610000', true],
      ['/links/docs', false],
    ])
  })

  it('drops a group whose children are all hidden', () => {
    const routes: AppRoute[] = [
      {
        path: '/g',
        meta: { titleKey: 'g' },
        children: [{ path: 'h', meta: { titleKey: 'h', hidden: true } }],
      },
    ]
    expect(buildMenuItems(routes)).toEqual([])
  })
})

describe('findOpenKeys', () => {
  it('opens the submenu that holds the path', () => {
    const entries: MenuEntry[] = [
      {
        key: '/b',
        titleKey: 'b',
        isExternal: false,
        children: [{ key: '/b/y', titleKey: 'y', isExternal: false }],
      },
    ]
    expect(findOpenKeys(entries, '/b/y')).toEqual(['/b'])
    expect(findOpenKeys(entries, '/nowhere')).toEqual([])
  })
})
