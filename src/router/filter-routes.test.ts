import { describe, expect, it } from 'vitest'
import { filterRoutes, generateRoutes, hasRoutePermission } from './filter-routes'
import type { AppRoute } from './route-types'

const routes: AppRoute[] = [
  { path: '/open', meta: { titleKey: 'open' } },
  {
    path: '/org',
    meta: { titleKey: 'org' },
    children: [
      { path: 'user', meta: { titleKey: 'user', policy: ['AbpIdentity.Users'] } },
      { path: 'role', meta: { titleKey: 'role', policy: ['AbpIdentity.Roles'] } },
    ],
  },
  {
    path: '/project',
    meta: { titleKey: 'project', policy: ['Project.Project', 'Project.Htd'] },
    children: [
      { path: 'index', meta: { titleKey: 'list', policy: ['Project.Project'] } },
      { path: 'htd', meta: { titleKey: 'htd', policy: ['Project.Htd'] } },
      { path: 'help', meta: { titleKey: 'help' } },
    ],
  },
]

const paths = (list: AppRoute[]): string[] =>
  list.flatMap((r) => [r.path, ...(r.children ?? []).map((c) => `${r.path}/${c.path}`)])

describe('hasRoutePermission', () => {
  it.each([
    [[], undefined, true],
    [[], { titleKey: 'x' }, true],
    [[], { titleKey: 'x', policy: [] }, true],
    [['A'], { titleKey: 'x', policy: ['A'] }, true],
    [['B'], { titleKey: 'x', policy: ['A', 'B'] }, true],
    [['C'], { titleKey: 'x', policy: ['A', 'B'] }, false],
    [[], { titleKey: 'x', policy: ['A'] }, false],
    [['admin'], { titleKey: 'x', policy: ['A'] }, true],
  ])('roles %j, meta %j → %s', (roles, meta, expected) => {
    expect(hasRoutePermission(roles, meta)).toBe(expected)
  })
})

describe('filterRoutes', () => {
  it.each<[string, string[], string[]]>([
    ['no roles keeps only open routes', [], ['/open']],
    ['a child permission keeps its group', ['AbpIdentity.Users'], ['/open', '/org', '/org/user']],
    [
      'a group permission without any child permission still shows children without policy',
      ['Project.Htd'],
      ['/open', '/project', '/project/htd', '/project/help'],
    ],
    [
      'every permission keeps everything',
      ['AbpIdentity.Users', 'AbpIdentity.Roles', 'Project.Project', 'Project.Htd'],
      paths(routes),
    ],
  ])('%s', (_name, roles, expected) => {
    expect(paths(filterRoutes(routes, roles))).toEqual(expected)
  })

  it('drops a parent whose children are all filtered out', () => {
    const onlyGuarded: AppRoute[] = [
      {
        path: '/g',
        meta: { titleKey: 'g' },
        children: [{ path: 'a', meta: { titleKey: 'a', policy: ['X'] } }],
      },
    ]
    expect(filterRoutes(onlyGuarded, ['Y'])).toEqual([])
  })

  it('does not mutate the input table', () => {
    const before = JSON.stringify(routes)
    filterRoutes(routes, ['AbpIdentity.Users'])
    expect(JSON.stringify(routes)).toBe(before)
  })
})

describe('generateRoutes', () => {
  const constant: AppRoute[] = [{ path: '/index', meta: { titleKey: 'home' } }]

  it('gives role admin every asynchronous route', () => {
    expect(paths(generateRoutes(constant, routes, ['admin']))).toEqual(['/index', ...paths(routes)])
  })

  it('puts constant routes first, then the kept ones', () => {
    expect(paths(generateRoutes(constant, routes, ['AbpIdentity.Roles']))).toEqual([
      '/index',
      '/open',
      '/org',
      '/org/role',
    ])
  })
})
