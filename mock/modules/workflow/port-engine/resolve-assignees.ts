import type { EngineInstance, EngineOrg } from '../workflow-engine-port.ts'
import type { AssigneeRule, ModelNode } from '../workflow-model.ts'

/**
 * A node's assignees (workflow-api.md §2 `assignees`): the union of its rules, in order, without
 * duplicates, inactive users removed. StarterSelects (6) is not resolved here: the start page's
 * picks are a later part. Pure.
 */

function descendantsOf(org: EngineOrg, rootId: string): Set<string> {
  const ids = new Set([rootId.toLowerCase()])
  let grew = true
  while (grew) {
    grew = false
    for (const o of org.organizations) {
      if (o.parentId && ids.has(o.parentId.toLowerCase()) && !ids.has(o.id.toLowerCase())) {
        ids.add(o.id.toLowerCase())
        grew = true
      }
    }
  }
  return ids
}

const has = (list: readonly string[], id: string) => list.some((x) => x.toLowerCase() === id.toLowerCase()) // prettier-ignore

/** StarterOrgPosition: holders in the starter's organisation, walking up to the nearest that has one. */
function starterOrgPosition(org: EngineOrg, starterId: string, positionId: string): string[] {
  const starter = org.users.find((u) => u.id === starterId)
  for (const start of starter?.organizationIds ?? []) {
    let current: string | null = start
    while (current) {
      const here: string = current
      const found = org.users.filter((u) => has(u.organizationIds, here) && has(u.positionIds, positionId)) // prettier-ignore
      if (found.length > 0) return found.map((u) => u.id)
      current = org.organizations.find((o) => o.id.toLowerCase() === here.toLowerCase())?.parentId ?? null // prettier-ignore
    }
  }
  return []
}

function ruleUsers(rule: AssigneeRule, instance: EngineInstance, org: EngineOrg): string[] {
  switch (rule.kind) {
    case 1:
      return rule.userIds
    case 2:
      return org.users.filter((u) => u.roleNames.includes(rule.roleName)).map((u) => u.id)
    case 3:
      return org.users.filter((u) => has(u.positionIds, rule.positionId)).map((u) => u.id)
    case 4: {
      const partyOrg = org.parties[rule.party]
      if (!partyOrg) return []
      const orgs = descendantsOf(org, partyOrg)
      return org.users
        .filter((u) => u.organizationIds.some((o) => orgs.has(o.toLowerCase())))
        .filter((u) => has(u.positionIds, rule.positionId) && has(org.grantedUserIds, u.id))
        .map((u) => u.id)
    }
    case 5:
      return [instance.starterId]
    case 7: {
      const value = instance.formData[rule.fieldKey]
      const id = typeof value === 'string' ? value : (value as { id?: unknown } | null)?.id
      return typeof id === 'string' ? [id] : []
    }
    case 8:
      return starterOrgPosition(org, instance.starterId, rule.positionId)
    default:
      return []
  }
}

export function resolveNodeAssignees(
  node: ModelNode,
  instance: EngineInstance,
  org: EngineOrg,
): string[] {
  // prettier-ignore
  const result: string[] = []
  for (const rule of node.assignees ?? []) {
    for (const id of ruleUsers(rule, instance, org)) {
      const user = org.users.find((u) => u.id.toLowerCase() === id.toLowerCase())
      if (user?.isActive && !result.includes(user.id)) result.push(user.id)
    }
  }
  return result
}
