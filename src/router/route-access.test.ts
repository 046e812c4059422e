import { describe, expect, it } from 'vitest'
import { appRouteTable } from '@/app/routes/app-route-table'
import { canAccessRoute, canOpenPath, resolveGroupRedirect } from './route-access'
import { indexRoutes } from './route-index'

const index = indexRoutes(appRouteTable.menu)
const projectGroup = index.byPath.get('/project')!

describe('canAccessRoute', () => {
  it.each<[string[], boolean]>([
    [['Project.Project'], true],
    [['Project.Htd'], false],
    [[], false],
    [['admin'], true],
  ])('roles %j on /project/index → %s', (roles, expected) => {
    expect(canAccessRoute(roles, index.byPath.get('/project/index')!.metaChain)).toBe(expected)
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

describe('canOpenPath', () => {
  it.each<[string, string[], boolean]>([
    ['/organization/user', ['AbpIdentity.Users'], true],
    ['/organization/user', ['AbpIdentity.Roles'], false],
    ['/organization', ['AbpIdentity.Roles'], true],
    ['/project/htd', ['Project.Project'], false],
    ['/project/htd', ['admin'], true],
    // Not in the table: left to the router's 404.
    ['/no/such/page', [], true],
  ])('%s with %j → %s', (path, roles, expected) => {
    expect(canOpenPath(index, roles, path)).toBe(expected)
  })
})
