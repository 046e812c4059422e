import { describe, expect, it } from 'vitest'
import { findRouteTrail, indexRoutes } from './route-index'
import type { AppRoute } from './route-types'

const table: AppRoute[] = [
  { path: '/index', meta: { titleKey: 'dashboard', affix: true } },
  {
    path: '/org',
    redirect: '/org/user',
    meta: { titleKey: 'org', policy: ['A', 'B'] },
    children: [
      { path: 'user', meta: { titleKey: 'user', policy: ['A'] } },
      { path: '/absolute', meta: { titleKey: 'absolute' } },
      { path: 'https://abp.io', meta: { titleKey: 'abp' } },
      {
        path: 'deep',
        meta: { titleKey: 'deep' },
        children: [{ path: 'leaf', meta: { titleKey: 'leaf' } }],
      },
    ],
  },
]

describe('indexRoutes', () => {
  const index = indexRoutes(table)

  it('lists every route once, parents before children, in table order', () => {
    expect(index.entries.map((e) => e.fullPath)).toEqual([
      '/index',
      '/org',
      '/org/user',
      '/absolute',
      'https://abp.io',
      '/org/deep',
      '/org/deep/leaf',
    ])
    expect(index.roots.map((e) => e.fullPath)).toEqual(['/index', '/org'])
  })

  it.each<[string, string | undefined, string[], boolean, boolean]>([
    ['/index', undefined, ['dashboard'], false, false],
    ['/org', undefined, ['org'], true, false],
    ['/org/user', '/org', ['org', 'user'], false, false],
    ['https://abp.io', '/org', ['org', 'abp'], false, true],
    ['/org/deep/leaf', '/org/deep', ['org', 'deep', 'leaf'], false, false],
  ])('%s: parent %s, chain %j, group %s, external %s', (path, parent, chain, isGroup, isExt) => {
    const entry = index.byPath.get(path)!
    expect(entry.parentPath).toBe(parent)
    expect(entry.metaChain.map((m) => m?.titleKey)).toEqual(chain)
    expect([entry.isGroup, entry.isExternal]).toEqual([isGroup, isExt])
  })

  it('links a group to its children and keeps the table route', () => {
    const org = index.byPath.get('/org')!
    expect(org.children.map((c) => c.fullPath)).toEqual([
      '/org/user',
      '/absolute',
      'https://abp.io',
      '/org/deep',
    ])
    expect(org.route).toBe(table[1])
  })

  it('is computed once per table', () => {
    expect(indexRoutes(table)).toBe(index)
    expect(indexRoutes([...table])).not.toBe(index)
  })
})

describe('findRouteTrail', () => {
  const index = indexRoutes(table)

  it.each<[string, string[]]>([
    ['/org/deep/leaf', ['/org', '/org/deep', '/org/deep/leaf']],
    ['/index', ['/index']],
    ['/nowhere', []],
  ])('%s → %j', (path, expected) => {
    expect(findRouteTrail(index, path).map((e) => e.fullPath)).toEqual(expected)
  })
})
