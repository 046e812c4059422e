import { describe, expect, it } from 'vitest'
import type { OrgContext, PinnedScheme, SchemeNode } from './engine-types.ts'
import { previewPath } from './preview-path.ts'
import { evaluateVectorCondition } from './vector-conditions.ts'

const ctx: OrgContext = {
  users: [
    { id: 'site', name: '施工员', organizationIds: ['o-con'], positionIds: [] },
    { id: 'cost', name: '造价', organizationIds: ['o-con'], positionIds: ['p-cost'] },
    { id: 'pm', name: '项目经理', organizationIds: ['o-own'], positionIds: ['p-pm'] },
    { id: 'gm', name: '总经理', organizationIds: ['o-own'], positionIds: ['p-gm'] },
    { id: 'admin', name: '管理员', organizationIds: [], positionIds: [] },
  ],
  organizations: [
    { id: 'o-con', name: '施工', parentId: null },
    { id: 'o-own', name: '业主', parentId: null },
  ],
  grants: ['site', 'cost', 'pm', 'gm'].map((userId) => ({ userId, projectId: 'P' })),
  project: { id: 'P', ownerOrgId: 'o-own', constructorOrgId: 'o-con' },
  htd: null,
  schemeAdminIds: ['admin'],
  seals: [
    {
      signKeyId: 'k1',
      name: '业主公章',
      kind: 2,
      party: 'owner',
      enabled: true,
      holderIds: ['pm'],
    },
    { signKeyId: 'k2', name: '停用', kind: 2, party: 'owner', enabled: false, holderIds: ['gm'] },
  ],
  evaluateCondition: evaluateVectorCondition,
}

const chain = (...nodes: SchemeNode[]): SchemeNode => {
  nodes.reduce((a, b) => ((a.childNode = b), b))
  return nodes[0]
}
const scheme = (model: SchemeNode): PinnedScheme => ({
  schemeId: 'S',
  version: 1,
  name: 'S',
  model,
})
const start = (): SchemeNode => ({ id: 'start', type: 1, name: '发起' })

const payment = () =>
  scheme(
    chain(
      start(),
      {
        id: 'n1',
        type: 2,
        name: '造价',
        assignees: [{ kind: 4, party: 'constructor', positionId: 'p-cost' }],
      },
      {
        id: 'n2',
        type: 2,
        name: '业主',
        assignees: [{ kind: 4, party: 'owner', positionId: 'p-pm' }],
      },
      {
        id: 'b',
        type: 5,
        name: '金额',
        branches: [
          {
            id: 'big',
            name: '大额',
            priority: 1,
            condition: 'total > 5000000',
            childNode: {
              id: 'n3',
              type: 2,
              name: '总经理',
              assignees: [{ kind: 4, party: 'owner', positionId: 'p-gm' }],
            },
          },
          { id: 'else', name: '其他', priority: 2, isDefault: true },
        ],
      },
      { id: 'c', type: 4, name: '抄送', assignees: [{ kind: 5 }] },
      { id: 's', type: 7, name: '用印', seals: [{ kind: 2, party: 'owner' }] },
    ),
  )

describe('previewPath', () => {
  it.each([
    ['a large total takes the general manager’s branch', 6000000, ['n1', 'n2', 'n3', 'c', 's']],
    ['a small one the default (empty) branch', 100, ['n1', 'n2', 'c', 's']],
  ])('%s', (_label, total, nodeIds) => {
    const { path, warnings } = previewPath(
      payment(),
      { starterId: 'site', formData: { total } },
      ctx,
    )
    expect(path.map((p) => p.nodeId)).toEqual(nodeIds)
    expect(warnings).toEqual([])
  })

  it('resolves assignees, cc users and seal holders (enabled keys only)', () => {
    const { path } = previewPath(payment(), { starterId: 'site', formData: { total: 1 } }, ctx)
    expect(path.map((p) => [p.nodeId, p.assigneeIds])).toEqual([
      ['n1', ['cost']],
      ['n2', ['pm']],
      ['c', ['site']],
      ['s', ['pm']],
    ])
    expect(path[3].seals).toEqual([{ signKeyId: 'k1', name: '业主公章', holderIds: ['pm'] }])
  })

  it.each([
    [1, [], 'autoApproved', []],
    [2, [], undefined, [{ nodeId: 'n1', code: 'NoAssigneeResolved' }]],
    [4, ['admin'], undefined, []],
  ])('onEmpty %i', (kind, assignees, skipped, warnings) => {
    const empty = scheme(
      chain(start(), {
        id: 'n1',
        type: 2,
        name: '无人',
        assignees: [{ kind: 3, positionId: 'none' }],
        onEmpty: kind,
      }),
    )
    const result = previewPath(empty, { starterId: 'site', formData: {} }, ctx)
    expect(result.path[0].assigneeIds).toEqual(assignees)
    expect(result.path[0].skippedReason).toBe(skipped)
    expect(result.warnings).toEqual(warnings)
  })

  it('lists every parallel branch in priority order', () => {
    const parallel = scheme(
      chain(start(), {
        id: 'p',
        type: 6,
        name: '并行',
        branches: [
          {
            id: 'b2',
            name: '二',
            priority: 2,
            childNode: { id: 'n2', type: 2, name: '二', assignees: [{ kind: 1, userIds: ['gm'] }] },
          },
          {
            id: 'b1',
            name: '一',
            priority: 1,
            childNode: { id: 'n1', type: 2, name: '一', assignees: [{ kind: 1, userIds: ['pm'] }] },
          },
        ],
      }),
    )
    expect(
      previewPath(parallel, { starterId: 'site', formData: {} }, ctx).path.map((p) => p.nodeId),
    ).toEqual(['n1', 'n2'])
  })
})
