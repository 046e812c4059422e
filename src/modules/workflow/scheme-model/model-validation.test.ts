import { describe, expect, it } from 'vitest'
import { measurementPaymentForm } from '../form-schema/fixtures/measurement-payment'
import type { FormSchema } from '../form-schema/form-schema-types'
import { formHasHtd, validateSchemeModel } from './model-validation'
import type { ModelBranch, ModelNode, SealRule } from './scheme-model-types'

const form = measurementPaymentForm
const noHtdForm: FormSchema = { schemaVersion: 1, fields: form.fields.filter((f) => f.key !== 'htdId') } // prettier-ignore

const chain = (...nodes: ModelNode[]): ModelNode => {
  for (let i = nodes.length - 2; i >= 0; i--) nodes[i].childNode = nodes[i + 1]
  return nodes[0]
}
const start = (more: Partial<ModelNode> = {}): ModelNode => ({ id: 'start', type: 1, name: '发起', ...more }) // prettier-ignore
const approver = (id: string, more: Partial<ModelNode> = {}): ModelNode => ({ id, type: 2, name: id, assignees: [{ kind: 5 }], ...more }) // prettier-ignore
const branch = (id: string, more: Partial<ModelBranch> = {}): ModelBranch => ({ id, name: id, priority: 1, ...more }) // prettier-ignore
const exclusive = (...branches: ModelBranch[]): ModelNode => ({ id: 'choose', type: 5, name: '判断', branches }) // prettier-ignore
const seal = (...seals: SealRule[]): ModelNode => ({ id: 'seal', type: 7, name: '用印', seals })
/** [nodeId, code] of each issue: what the designer marks beside a node. */
const issuesOf = (model: ModelNode | null, schema: FormSchema | null = form) =>
  validateSchemeModel(model, schema).map((issue) => [issue.nodeId, issue.code])

/** 计量支付申请 as seeded: review → countersign → owner → an exclusive branch on the total. */
const seeded = () =>
  chain(
    start({ fieldPermissions: { total: 1 } }),
    approver('review', { rejectPolicy: { type: 2, nodeId: 'start' } }),
    approver('countersign', { multiMode: 2, passPercent: 100 }),
    exclusive(
      branch('over', { condition: 'total > 5000000 && htd.code == "DH01"', childNode: approver('gm') }), // prettier-ignore
      branch('other', { isDefault: true, priority: 2 }),
    ),
    { id: 'cc', type: 4, name: '抄送', assignees: [{ kind: 7, fieldKey: 'items' }] },
  )

describe('validateSchemeModel', () => {
  it('accepts a sound flow (an empty default branch passes straight through)', () => {
    expect(issuesOf(seeded())).toEqual([])
  })

  it.each([
    ['no model', null, ''],
    ['a root that is not Start', approver('a'), 'a'],
    ['a second Start', chain(start(), approver('a'), start({ id: 'again' })), 'again'],
  ])('NoStart: %s', (_name, model, nodeId) => {
    expect(issuesOf(model)).toContainEqual([nodeId, 'NoStart'])
  })

  it('NoApprover: a flow of only cc nodes and empty branches', () => {
    const model = chain(start(), { id: 'cc', type: 4, name: 'cc', assignees: [{ kind: 5 }] })
    expect(issuesOf(model)).toEqual([['start', 'NoApprover']])
    expect(issuesOf(chain(start(), { id: 'h', type: 3, name: '办理' }))).toEqual([])
    expect(issuesOf(chain(start(), seal({ kind: 2, party: 'owner' })))).toEqual([])
  })

  it.each([
    ['no default', [branch('a', { condition: 'total > 1' }), branch('b', { condition: 'total <= 1' })]], // prettier-ignore
    ['two defaults', [branch('a', { isDefault: true }), branch('b', { isDefault: true })]],
  ])('BranchWithoutDefault: %s', (_name, branches) => {
    expect(issuesOf(chain(start(), approver('a'), exclusive(...branches)))).toEqual([['choose', 'BranchWithoutDefault']]) // prettier-ignore
  })

  it('EmptyBranch: one branch only, or a parallel lane with no node', () => {
    expect(issuesOf(chain(start(), approver('a'), exclusive(branch('d', { isDefault: true }))))).toEqual([['choose', 'EmptyBranch']]) // prettier-ignore
    const parallel: ModelNode = { id: 'both', type: 6, name: '并行', branches: [branch('x', { childNode: approver('x1') }), branch('y')] } // prettier-ignore
    expect(issuesOf(chain(start(), parallel))).toEqual([['both', 'EmptyBranch']])
  })

  it.each([
    ['a field permission', start({ fieldPermissions: { nothing: 3 } }), 'start', {}],
    ['a form user field', start(), 'a', { assignees: [{ kind: 7, fieldKey: 'owner' }] }],
  ] as [string, ModelNode, string, Partial<ModelNode>][])(
    'UnknownField: %s',
    (_name, root, nodeId, more) => {
      expect(issuesOf(chain(root, approver('a', more)))).toEqual([[nodeId, 'UnknownField']])
    },
  )

  // §2 has no code of its own for it: NoApprover (nobody decides there), on the node.
  it.each([
    ['assign to users who are chosen', { kind: 3, userIds: ['u1'] }, []],
    ['assign to nobody', { kind: 3, userIds: [] }, [['a', 'NoApprover']]],
    ['assign with no users member', { kind: 3 }, [['a', 'NoApprover']]],
    ['assign as a bare number', 3, [['a', 'NoApprover']]],
    ['the scheme admins', 4, []],
    ['the scheme admins as an object', { kind: 4 }, []],
  ] as [string, ModelNode['onEmpty'], [string, string][]][])(
    'onEmpty: %s',
    (_name, onEmpty, expected) => {
      expect(issuesOf(chain(start(), approver('a', { onEmpty })))).toEqual(expected)
    },
  )

  it.each([
    ['an unknown field', 'amount > 1', 'UnknownField'],
    ['a context name not in §1', 'starter.name == "x"', 'UnknownField'],
    ['a syntax error', 'total >', 'BadExpression'],
    ['globalThis', 'globalThis == null', 'BadExpression'],
    ['constructor', 'constructor', 'BadExpression'],
    ['an unknown function', 'abs(total) > 1', 'BadExpression'],
    ['no condition', '', 'BadExpression'],
    ['a condition not a text', 5 as unknown as string, 'BadExpression'],
  ])('a branch condition with %s', (_name, condition, code) => {
    const model = chain(start(), approver('a'), exclusive(branch('c', { condition }), branch('d', { isDefault: true }))) // prettier-ignore
    expect(issuesOf(model)).toEqual([['choose', code]])
  })

  it('with no form, checks conditions for syntax only and field names not at all', () => {
    const model = chain(start({ fieldPermissions: { x: 1 } }), approver('a'), exclusive(branch('c', { condition: 'amount > 1' }), branch('d', { isDefault: true }))) // prettier-ignore
    expect(issuesOf(model, null)).toEqual([])
  })

  it.each([
    ['a later node', 'b', 'a'],
    ['itself', 'a', 'a'],
    ['a node inside a branch, from after the join', 'gm', 'after'],
    ['no target', undefined, 'a'],
  ])('ReturnTargetNotBefore: %s', (_name, target, from) => {
    const policy = { rejectPolicy: { type: 2, nodeId: target } }
    const model = chain(start(), approver('a', from === 'a' ? policy : {}), approver('b'), exclusive(branch('over', { condition: 'total > 1', childNode: approver('gm') }), branch('d', { isDefault: true })), approver('after', from === 'after' ? policy : {})) // prettier-ignore
    expect(issuesOf(model)).toEqual([[from, 'ReturnTargetNotBefore']])
  })

  it('ReturnTo the split or before it is allowed from inside a branch', () => {
    const inside = approver('gm', { rejectPolicy: { type: 2, nodeId: 'a' } })
    const model = chain(start(), approver('a'), exclusive(branch('over', { condition: 'total > 1', childNode: inside }), branch('d', { isDefault: true }))) // prettier-ignore
    expect(issuesOf(model)).toEqual([])
  })

  it.each([
    ['a project seal for the owner', [{ kind: 2, party: 'owner' }], form, []],
    ['a section seal for the supervisor', [{ kind: 3, party: 'supervisor' }], form, []],
    ['a section seal without a section', [{ kind: 3, party: 'contractor' }], noHtdForm, [['seal', 'SealWithoutParty']]], // prettier-ignore
    ['a project seal for the supervisor', [{ kind: 2, party: 'supervisor' }], form, [['seal', 'SealWithoutParty']]], // prettier-ignore
    ['a section seal for the owner', [{ kind: 3, party: 'owner' }], form, [['seal', 'SealWithoutParty']]], // prettier-ignore
    ['no seal', [], form, [['seal', 'SealWithoutParty']]],
  ])('seals: %s', (_name, seals, schema, expected) => {
    expect(issuesOf(chain(start(), seal(...(seals as SealRule[]))), schema)).toEqual(expected)
  })

  it('TooManyNodes beyond 200, branch lanes included', () => {
    const many = (n: number) => chain(start(), ...Array.from({ length: n }, (_, i) => approver(`a${i}`))) // prettier-ignore
    expect(issuesOf(many(199))).toEqual([])
    expect(issuesOf(many(200))).toEqual([['start', 'TooManyNodes']])
  })

  it('knows whether instances have a section from the form', () => {
    expect([formHasHtd(form), formHasHtd(noHtdForm), formHasHtd(null)]).toEqual([
      true,
      false,
      false,
    ])
    expect(validateSchemeModel(chain(start(), seal({ kind: 3, party: 'contractor' })), null, { hasHtd: true })).toEqual([]) // prettier-ignore
  })
})
