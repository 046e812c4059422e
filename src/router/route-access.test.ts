import { describe, expect, it } from 'vitest'
import { asyncRoutes } from './async-routes'
import { canAccessRoute, resolveGroupRedirect } from './route-access'

const projectGroup = asyncRoutes.find((r) => r.path === '/project')!

describe('canAccessRoute', () => {
  it.each<[string[], boolean]>([
    [['Project.Project'], true],
    [['Project.Htd'], false],
    [[], false],
    [['admin'], true],
  ])('roles %j on /project/index → %s', (roles, expected) => {
    const index = projectGroup.children!.find((c) => c.path === 'index')!
    expect(canAccessRoute(roles, [projectGroup.meta, index.meta])).toBe(expected)
  })
})

describe('resolveGroupRedirect', () => {
  it.each<[string[], string | undefined]>([
    [['Project.Project', 'Project.Htd'], '/project/index'],
    [['Project.Htd'], '/project/htd'],
    [['Project.UserHtdPermissions'], '/project/user-htd'],
    [['AbpIdentity.Users'], undefined],
  ])('roles %j → %j', (roles, expected) => {
    expect(resolveGroupRedirect(projectGroup, roles)).toBe(expected)
  })
})
