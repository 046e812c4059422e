import { describe, expect, it } from 'vitest'
import { resolveAssignees, type ResolveInput } from './assignee-resolution.ts'
import type { AssigneeRule, OrgContext } from './engine-types.ts'

// A small directory: a contractor company with a site office, a supervisor, an owner with a
// department; positions p-cost, p-spec, p-pm; one project P with section H.
const ctx: OrgContext = {
  organizations: [
    { id: 'o-con', name: '施工总公司', parentId: null },
    { id: 'o-con-site', name: '项目经理部', parentId: 'o-con' },
    { id: 'o-sup', name: '监理公司', parentId: null },
    { id: 'o-own', name: '业主', parentId: null },
    { id: 'o-own-dept', name: '工程部', parentId: 'o-own' },
  ],
  users: [
    { id: 'site', name: '施工员', organizationIds: ['o-con-site'], positionIds: ['p-site'] },
    {
      id: 'cost',
      name: '造价',
      organizationIds: ['o-con-site'],
      positionIds: ['p-cost'],
      roleNames: ['staff'],
    },
    { id: 'cost-hq', name: '总部造价', organizationIds: ['o-con'], positionIds: ['p-cost'] },
    {
      id: 'spec1',
      name: '专监1',
      organizationIds: ['o-sup'],
      positionIds: ['p-spec'],
      roleNames: ['staff', 'qa'],
    },
    {
      id: 'spec2',
      name: '专监2（无标段授权）',
      organizationIds: ['o-sup'],
      positionIds: ['p-spec'],
    },
    {
      id: 'spec-off',
      name: '专监（停用）',
      organizationIds: ['o-sup'],
      positionIds: ['p-spec'],
      active: false,
    },
    { id: 'con-gm', name: '施工总经理', organizationIds: ['o-con'], positionIds: ['p-gm'] },
    {
      id: 'pm',
      name: '项目经理',
      organizationIds: ['o-own-dept'],
      positionIds: ['p-pm'],
      roleNames: ['qa'],
    },
  ],
  grants: [
    { userId: 'site', projectId: 'P' },
    { userId: 'site', projectId: 'P', htdId: 'H' },
    { userId: 'cost', projectId: 'P', htdId: 'H' },
    { userId: 'cost-hq', projectId: 'P' },
    { userId: 'spec1', projectId: 'P', htdId: 'H' },
    { userId: 'spec2', projectId: 'P' },
    { userId: 'spec-off', projectId: 'P', htdId: 'H' },
    { userId: 'pm', projectId: 'P', htdId: 'H' },
    { userId: 'pm', projectId: 'P' },
  ],
  project: { id: 'P', ownerOrgId: 'o-own', constructorOrgId: 'o-con' },
  htd: { id: 'H', contractorOrgId: 'o-con', supervisorOrgId: 'o-sup' },
}

const input = (overrides: Partial<ResolveInput> = {}): ResolveInput => ({
  ctx,
  starterId: 'site',
  formData: { reviewer: { id: 'pm', name: '项目经理' }, reviewers: ['spec1', 'cost'] },
  selected: ['cost'],
  ...overrides,
})

describe('resolveAssignees: the eight kinds', () => {
  it.each<[string, AssigneeRule[], string[], Partial<ResolveInput>?]>([
    [
      '1 Users, in the order given, inactive removed',
      [{ kind: 1, userIds: ['pm', 'spec-off', 'cost'] }],
      ['pm', 'cost'],
    ],
    ['2 Role', [{ kind: 2, roleName: 'qa' }], ['spec1', 'pm']],
    ['3 Position, anywhere', [{ kind: 3, positionId: 'p-cost' }], ['cost', 'cost-hq']],
    [
      '4 PartyPosition: the section grant is required (cost-hq holds only the project)',
      [{ kind: 4, party: 'contractor', positionId: 'p-cost' }],
      ['cost'],
    ],
    [
      '4 PartyPosition: a holder without a grant on the section is excluded (spec2)',
      [{ kind: 4, party: 'supervisor', positionId: 'p-spec' }],
      ['spec1'],
    ],
    [
      '4 PartyPosition: the owner organisation and its descendants',
      [{ kind: 4, party: 'owner', positionId: 'p-pm' }],
      ['pm'],
    ],
    [
      '4 PartyPosition without a section: the project grant counts',
      [{ kind: 4, party: 'constructor', positionId: 'p-cost' }],
      ['cost-hq'],
      { ctx: { ...ctx, htd: null } },
    ],
    ['5 StarterSelf', [{ kind: 5 }], ['site']],
    ['6 StarterSelects', [{ kind: 6, selectableBy: 'starter' }], ['cost']],
    ['7 FormUserField, a picker value {id, name}', [{ kind: 7, fieldKey: 'reviewer' }], ['pm']],
    ['7 FormUserField, a list of ids', [{ kind: 7, fieldKey: 'reviewers' }], ['spec1', 'cost']],
    ['7 FormUserField, an empty field', [{ kind: 7, fieldKey: 'missing' }], []],
    [
      '8 StarterOrgPosition: the starter’s own organisation has one',
      [{ kind: 8, positionId: 'p-cost' }],
      ['cost'],
    ],
    [
      '8 StarterOrgPosition: walks up to the nearest organisation that has one',
      [{ kind: 8, positionId: 'p-gm' }],
      ['con-gm'],
    ],
    ['8 StarterOrgPosition: none up the tree', [{ kind: 8, positionId: 'p-pm' }], []],
    [
      'the union, in order, without duplicates',
      [
        { kind: 1, userIds: ['pm'] },
        { kind: 4, party: 'supervisor', positionId: 'p-spec' },
        { kind: 2, roleName: 'qa' },
      ],
      ['pm', 'spec1'],
    ],
  ])('%s', (_label, rules, expected, overrides) => {
    expect(resolveAssignees(rules, input(overrides))).toEqual(expected)
  })
})
