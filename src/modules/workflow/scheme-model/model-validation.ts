import { checkExpression } from '../form-schema/expression-check.ts'
import type { FormSchema } from '../form-schema/form-schema-types.ts'
import { expressionNamesOf } from '../form-schema/schema-validation.ts'
import {
  AssigneeKind,
  htdParties,
  maxModelNodes,
  NodeType,
  OnEmptyKind,
  projectParties,
  RejectPolicyType,
  SealKind,
  type ModelIssue,
  type ModelNode,
  type SimpleModel,
} from './scheme-model-types.ts'

/**
 * A scheme's SimpleModel checked in full (workflow-api.md §2 validation codes): what `validate`
 * answers, what refuses a publish, what the flow designer marks beside each node. Pure; the
 * embedded backend runs this same function.
 */

export interface ModelValidationOptions {
  /** Whether the scheme's instances have a contract section; by default, whether the form has one. */
  hasHtd?: boolean
}

/** An instance has a section when its form has an `htd` field keyed `htdId` (§1: it takes the section). */
export function formHasHtd(form: FormSchema | null): boolean {
  return Array.isArray(form?.fields) && form.fields.some((field) => field?.type === 'htd' && field.key === 'htdId') // prettier-ignore
}

const sealPartiesOf: Record<number, readonly string[]> = {
  [SealKind.ProjectOrgSeal]: projectParties,
  [SealKind.HtdOrgSeal]: htdParties,
}

/** Every issue of `model` against `form` (null: the form is unknown, field names go unchecked). */
export function validateSchemeModel(
  model: SimpleModel | null | undefined,
  form: FormSchema | null,
  options: ModelValidationOptions = {},
): ModelIssue[] {
  if (!model || model.type !== NodeType.Start) {
    return [{ nodeId: model?.id ?? '', code: 'NoStart', message: 'The flow begins with its Start node' }] // prettier-ignore
  }
  const hasHtd = options.hasHtd ?? formHasHtd(form)
  const fields = expressionNamesOf(Array.isArray(form?.fields) ? (form.fields as unknown as Record<string, unknown>[]) : []) // prettier-ignore
  const issues: ModelIssue[] = []
  const add = (nodeId: string, code: ModelIssue['code'], message: string) => issues.push({ nodeId, code, message }) // prettier-ignore
  const unknownField = (node: ModelNode, key: string) => {
    if (form && !fields.has(key)) add(node.id, 'UnknownField', `Field '${key}' is not in the form`)
  }
  let count = 0
  let deciders = 0

  const checkBranches = (node: ModelNode) => {
    const branches = node.branches ?? []
    if (branches.length < 2) add(node.id, 'EmptyBranch', 'A branch node has at least two branches')
    if (node.type === NodeType.Parallel) {
      for (const branch of branches) {
        if (!branch.childNode) add(node.id, 'EmptyBranch', `Branch '${branch.name}' has no node`)
      }
      return
    }
    if (branches.filter((branch) => branch.isDefault).length !== 1) add(node.id, 'BranchWithoutDefault', 'Exactly one branch is the default') // prettier-ignore
    for (const branch of branches) {
      if (branch.isDefault) continue
      if (typeof branch.condition !== 'string' || !branch.condition.trim()) {
        add(node.id, 'BadExpression', `Branch '${branch.name}' needs a condition`)
        continue
      }
      const check = checkExpression(branch.condition, { fields, context: true })
      if (!check.ok && (form || check.code === 'BadExpression')) add(node.id, check.code, `Branch '${branch.name}': ${check.message}`) // prettier-ignore
    }
  }

  const checkSeals = (node: ModelNode) => {
    const seals = node.seals ?? []
    if (seals.length === 0) add(node.id, 'SealWithoutParty', 'A seal node applies at least one seal') // prettier-ignore
    for (const seal of seals) {
      if (!sealPartiesOf[seal.kind]?.includes(seal.party)) add(node.id, 'SealWithoutParty', `No seal of kind ${seal.kind} for '${seal.party}'`) // prettier-ignore
      else if (seal.kind === SealKind.HtdOrgSeal && !hasHtd) add(node.id, 'SealWithoutParty', `The instances have no contract section for the ${seal.party}'s seal`) // prettier-ignore
    }
  }

  const visit = (node: ModelNode, before: readonly string[], isRoot: boolean) => {
    count += 1
    if (node.type === NodeType.Start && !isRoot) add(node.id, 'NoStart', 'Only the root is a Start node') // prettier-ignore
    if (node.type === NodeType.Approver || node.type === NodeType.Handler || node.type === NodeType.Seal) deciders += 1 // prettier-ignore
    for (const key of Object.keys(node.fieldPermissions ?? {})) unknownField(node, key)
    for (const rule of node.assignees ?? []) {
      if (rule.kind === AssigneeKind.FormUserField) unknownField(node, rule.fieldKey)
    }
    const policy = node.rejectPolicy
    if (policy?.type === RejectPolicyType.ReturnTo && !(policy.nodeId && before.includes(policy.nodeId))) add(node.id, 'ReturnTargetNotBefore', `'${policy.nodeId ?? ''}' is not a step before this one`) // prettier-ignore
    // §2 has no code of its own for an Assign that names nobody: NoApprover, nobody decides there.
    const onEmpty = node.onEmpty
    if (onEmpty === OnEmptyKind.Assign || (typeof onEmpty === 'object' && onEmpty.kind === OnEmptyKind.Assign && !onEmpty.userIds?.length)) add(node.id, 'NoApprover', 'The users to assign when nobody is found are not chosen') // prettier-ignore
    if (node.type === NodeType.Exclusive || node.type === NodeType.Parallel) checkBranches(node)
    if (node.type === NodeType.Seal) checkSeals(node)
  }

  // `before`: the nodes on this node's own path, as the engine returns along it (a branch's
  // nodes see the split and what precedes it; the node after a join sees the split, not inside).
  const walk = (first: ModelNode | undefined, before: readonly string[], isRoot: boolean) => {
    let path = before
    for (let node = first; node; node = node.childNode) {
      visit(node, path, isRoot && node === first)
      for (const branch of node.branches ?? []) walk(branch.childNode, [...path, node.id], false)
      path = [...path, node.id]
    }
  }
  walk(model, [], true)

  if (deciders === 0) add(model.id, 'NoApprover', 'The flow has no approver, handler or seal node') // prettier-ignore
  if (count > maxModelNodes) add(model.id, 'TooManyNodes', `${count} nodes; at most ${maxModelNodes}`) // prettier-ignore
  return issues
}
