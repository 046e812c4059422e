import { describe, expect, it } from 'vitest'
import type {
  GetPermissionListResultDto,
  PermissionGrantInfoDto,
  ProviderInfoDto,
} from '@/modules/organization/api/permission-api'
import {
  descendantsOf,
  diffGrants,
  filterTree,
  permissionState,
  selectAllState,
  setGranted,
  toggleAll,
  togglePermission,
  toPermissionTree,
  type Grants,
} from './permission-tree-rules'

const byRole = (key: string): ProviderInfoDto => ({ providerName: 'R', providerKey: key })
const byUser: ProviderInfoDto = { providerName: 'U', providerKey: 'u1' }

function permission(
  name: string,
  parentName: string | null,
  grantedProviders: ProviderInfoDto[] = [],
  allowedProviders: string[] = [],
): PermissionGrantInfoDto {
  const displayName = name.split('.').pop()!
  const isGranted = grantedProviders.length > 0
  return { name, displayName, parentName, isGranted, allowedProviders, grantedProviders }
}

/**
 * Identity: Roles (granted to role `editor`) → Create → Create.Bulk (3 levels), Roles.Delete;
 * Users (granted to the user directly). Org: Position → Create, Update (granted by role `x`).
 */
const result: GetPermissionListResultDto = {
  entityDisplayName: 'u1',
  groups: [
    {
      name: 'Identity',
      displayName: 'Identity management',
      permissions: [
        permission('Roles', null, [byRole('editor')]),
        permission('Roles.Create', 'Roles'),
        permission('Roles.Create.Bulk', 'Roles.Create'),
        permission('Roles.Delete', 'Roles'),
        permission('Users', null, [byUser]),
      ],
    },
    {
      name: 'Org',
      displayName: 'Organization',
      permissions: [
        permission('Position', null),
        permission('Position.Create', 'Position'),
        permission('Position.Update', 'Position', [byRole('x'), byUser]),
        permission('Position.Host', 'Position', [], ['R']),
      ],
    },
  ],
}

const asUser = toPermissionTree(result, 'U')
const asRole = toPermissionTree(result, 'R')
const granted = (grants: Grants) => Object.keys(grants).filter((name) => grants[name])

describe('toPermissionTree', () => {
  it.each([
    ['Roles', 0, true, ['editor']],
    ['Roles.Create.Bulk', 2, false, []],
    ['Users', 0, false, []],
    ['Position.Update', 1, true, ['x']],
    ['Position.Host', 1, true, []],
  ])('%s: depth %i, locked for U %s, by %j', (name, depth, locked, roles) => {
    const node = asUser.tree.byName.get(name)!
    expect(node).toMatchObject({ depth, locked })
    expect(node.grantedBy.map((p) => p.providerKey)).toEqual(roles)
  })

  it('locks nothing a role grants itself when the role is edited', () => {
    expect(asRole.tree.byName.get('Roles')!.locked).toBe(false)
    expect(asRole.tree.byName.get('Users')!.locked).toBe(true)
    expect(granted(asRole.grants)).toEqual(['Roles', 'Users', 'Position.Update'])
    expect(descendantsOf(asRole.tree, 'Roles')).toEqual([
      'Roles.Create',
      'Roles.Create.Bulk',
      'Roles.Delete',
    ])
  })
})

describe('togglePermission (edited as role R)', () => {
  const { tree, grants } = asRole
  it.each<[string, string, Grants, string[]]>([
    ['a child grants its ancestors', 'Roles.Create.Bulk', {}, ['Roles', 'Roles.Create', 'Roles.Create.Bulk']], // prettier-ignore
    ['a parent alone', 'Position', {}, ['Position']],
    ['revoking a parent revokes its descendants', 'Roles', { Roles: true, 'Roles.Create': true, 'Roles.Create.Bulk': true, 'Roles.Delete': true }, []], // prettier-ignore
    ['revoking a child leaves its parent', 'Roles.Create', { Roles: true, 'Roles.Create': true }, ['Roles']], // prettier-ignore
    ['a locked permission does not move', 'Users', { Users: true }, ['Users']],
    ['allowed for R only: R may grant it', 'Position.Host', {}, ['Position', 'Position.Host']],
  ])('%s', (_case, name, start, expected) => {
    const base = Object.fromEntries(Object.keys(grants).map((key) => [key, !!start[key]]))
    expect(granted(togglePermission(tree, base, name))).toEqual(expected)
  })

  it('a permission not allowed for the provider does not move', () => {
    const next = togglePermission(asUser.tree, asUser.grants, 'Position.Host')
    expect(next).toEqual(asUser.grants)
  })

  it('revoking a parent keeps a locked child granted', () => {
    const start = { ...asUser.grants, Position: true, 'Position.Create': true }
    const next = togglePermission(asUser.tree, start, 'Position')
    expect(granted(next)).toEqual(['Roles', 'Users', 'Position.Update'])
  })
})

describe('permissionState and selectAllState', () => {
  const { tree } = asRole
  it.each<[string, Grants, boolean, boolean]>([
    ['Roles', {}, false, false],
    ['Roles', { Roles: true }, true, false],
    ['Roles', { Roles: true, 'Roles.Delete': true }, true, true],
    ['Roles', { Roles: true, 'Roles.Create': true, 'Roles.Create.Bulk': true, 'Roles.Delete': true }, true, false], // prettier-ignore
    ['Roles.Create', { Roles: true, 'Roles.Create': true }, true, false],
    ['Users', { Users: true }, true, false],
  ])('%s with %j: checked %s, indeterminate %s', (name, grants, checked, indeterminate) => {
    expect(permissionState(tree, grants, name)).toEqual({ checked, indeterminate })
  })

  const org = ['Position', 'Position.Create', 'Position.Update', 'Position.Host']
  it.each<[Grants, string[], boolean, boolean]>([
    [{}, ['Roles', 'Users'], false, false],
    [{ Roles: true }, ['Roles', 'Users'], false, true],
    [{ Roles: true, Users: true }, ['Roles', 'Users'], true, false],
    [{}, [], false, false],
    // As user: Position.Update is granted by a role, Position.Host not allowed (never counted).
    [{ 'Position.Update': true }, org, false, true],
    [{ Position: true, 'Position.Create': true, 'Position.Update': true }, org, true, false],
  ])('select all over %j of %j: checked %s, indeterminate %s', (grants, names, c, i) => {
    expect(selectAllState(asUser.tree, grants, names)).toEqual({ checked: c, indeterminate: i })
  })
})

describe('toggleAll and diffGrants', () => {
  const names = (group: number) => asUser.tree.groups[group].nodes.map((node) => node.name)

  it('grants every unlocked permission, then revokes them; locked ones stay as they are', () => {
    const all = toggleAll(asUser.tree, asUser.grants, [...names(0), ...names(1)])
    expect(granted(all)).toEqual([
      'Roles',
      'Roles.Create',
      'Roles.Create.Bulk',
      'Roles.Delete',
      'Users',
      'Position',
      'Position.Create',
      'Position.Update',
    ])
    // Position.Host, not allowed for U, does not keep "all" from being reached: a click revokes.
    const none = toggleAll(asUser.tree, all, [...names(0), ...names(1)])
    expect(granted(none)).toEqual(['Roles', 'Position.Update'])
    expect(granted(setGranted(asUser.tree, all, names(0), false))).toEqual([
      'Roles',
      'Position',
      'Position.Create',
      'Position.Update',
    ])
  })

  it('sends only the changes, never a locked permission', () => {
    const { tree, grants } = asUser
    expect(diffGrants(tree, grants, grants)).toEqual([])
    const next = toggleAll(tree, grants, names(1))
    expect(diffGrants(tree, grants, next)).toEqual([
      { name: 'Position', isGranted: true },
      { name: 'Position.Create', isGranted: true },
    ])
    const back = togglePermission(tree, togglePermission(tree, grants, 'Users'), 'Users')
    expect(diffGrants(tree, grants, back)).toEqual([])
    const revoked = togglePermission(asRole.tree, asRole.grants, 'Roles')
    expect(diffGrants(asRole.tree, asRole.grants, revoked)).toEqual([
      { name: 'Roles', isGranted: false },
    ])
  })
})

describe('filterTree', () => {
  const shown = (filter: string) =>
    filterTree(asRole.tree, filter).map((g) => `${g.name}: ${g.nodes.map((n) => n.name).join(' ')}`) // prettier-ignore
  it.each([
    ['', ['Identity: Roles Roles.Create Roles.Create.Bulk Roles.Delete Users', 'Org: Position Position.Create Position.Update Position.Host']], // prettier-ignore
    ['bulk', ['Identity: Roles Roles.Create Roles.Create.Bulk']],
    ['  CREATE ', ['Identity: Roles Roles.Create Roles.Create.Bulk', 'Org: Position Position.Create']], // prettier-ignore
    ['position', ['Org: Position Position.Create Position.Update Position.Host']],
    ['organ', ['Org: Position Position.Create Position.Update Position.Host']],
    ['nothing', []],
  ])('%j keeps %j', (filter, expected) => {
    expect(shown(filter)).toEqual(expected)
  })
})
