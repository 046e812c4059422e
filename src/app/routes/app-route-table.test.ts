import { afterEach, describe, expect, it } from 'vitest'
import { usePermissionStore } from '@/stores/permission-store'
import { buildMenuItems } from '@/router/build-menu-items'
import { buildSessionRoutes, installRouteTable } from '@/router/installed-routes'
import type { AppRoute } from '@/router/route-types'
import { appRouteTable } from './app-route-table'

const menuKeys = (granted: string[]) =>
  buildMenuItems(buildSessionRoutes(granted)).map((e) => e.key)

installRouteTable(appRouteTable)

afterEach(() => usePermissionStore.getState().resetRoutes())

describe('the app route table, by grants', () => {
  // The examples need no grant: they show for everyone while the build shows them (the default).
  it.each<[string, string[], string[]]>([
    ['no grant: the dashboard and the examples', [], ['/index', '/example']],
    [
      'role admin: every group but the hidden tenant area',
      ['admin'],
      [
        '/index',
        '/workflow',
        '/organization',
        '/system',
        '/project',
        '/client-manage',
        '/app',
        '/sign-key',
        '/example',
      ],
    ],
    // Everyone takes part in approvals (role staff): the Approvals group leads the menu.
    [
      'Workflow.Approval: the Approvals group',
      ['Workflow.Approval'],
      ['/index', '/workflow', '/example'],
    ],
    [
      'Workflow.Task alone: a link to Workflow tasks',
      ['Workflow.Task'],
      ['/index', '/workflow/task', '/example'],
    ],
    // A group left with one page shows as a link to it.
    ['one page of a group', ['AbpIdentity.Users'], ['/index', '/organization/user', '/example']],
    [
      'the project group for any of its permissions',
      ['Project.Htd', 'Project.UserHtdPermissions'],
      ['/index', '/project', '/example'],
    ],
  ])('%s', (_label, granted, expected) => {
    expect(menuKeys(granted)).toEqual(expected)
  })

  it('keeps the routes of constant pages whatever the grants', () => {
    expect(buildSessionRoutes([]).byPath.has('/401')).toBe(true)
    expect(buildSessionRoutes([]).byPath.has('/system/dict')).toBe(false)
  })
})

describe('the permission store over the installed table', () => {
  it('stores the grants with the routes they allow', () => {
    usePermissionStore.getState().setGranted(['AbpIdentity.Users'])
    const state = usePermissionStore.getState()
    expect(state.granted).toEqual(['AbpIdentity.Users'])
    expect(state.isLoaded).toBe(true)
    expect(state.routeIndex.byPath.has('/organization/user')).toBe(true)
    expect(state.routeIndex.byPath.has('/organization/role')).toBe(false)
  })
})

describe('the route titles', () => {
  const titleKeys = (routes: readonly AppRoute[]): string[] =>
    routes.flatMap((route) => [
      ...(route.meta?.titleKey ? [route.meta.titleKey] : []),
      ...titleKeys(route.children ?? []),
    ])
  const table = appRouteTable
  const keys = titleKeys([...table.open, ...table.constant, ...table.fullWindow, ...table.menu])

  // A title key without a text shows its key in the menu, the tabs and the breadcrumbs.
  it.each(['en', 'zh-CN', 'es', 'ja'])('every route has its title in %s', async (language) => {
    const texts = (await import(`../../i18n/locales/${language}/route.json`)) as {
      default: Record<string, string>
    }
    expect(keys.length).toBeGreaterThan(30)
    expect(keys.filter((key) => !texts.default[key])).toEqual([])
  })
})
