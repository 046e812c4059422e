import type { AssigneeRule, DirectoryUser, OrgContext, Party } from './engine-types.ts'

/** What resolving a node's assignees reads besides the organisation context. */
export interface ResolveInput {
  ctx: OrgContext
  starterId: string
  formData: Record<string, unknown>
  /** StarterSelects (kind 6): the users picked for this node. */
  selected: string[]
}

function userById(ctx: OrgContext, id: string): DirectoryUser | undefined {
  return ctx.users.find((u) => u.id === id)
}

/** An organisation and all its descendants. */
export function organizationSubtree(ctx: OrgContext, rootId: string): Set<string> {
  const ids = new Set([rootId])
  for (let grew = true; grew;) {
    grew = false
    for (const org of ctx.organizations) {
      if (org.parentId !== null && ids.has(org.parentId) && !ids.has(org.id)) {
        ids.add(org.id)
        grew = true
      }
    }
  }
  return ids
}

/** The party's organisation on this instance: the project's owner/constructor, the section's contractor/supervisor. */
export function partyOrganizationId(ctx: OrgContext, party: Party): string | null {
  switch (party) {
    case 'owner':
      return ctx.project.ownerOrgId ?? null
    case 'constructor':
      return ctx.project.constructorOrgId ?? null
    case 'contractor':
      return ctx.htd?.contractorOrgId ?? null
    case 'supervisor':
      return ctx.htd?.supervisorOrgId ?? null
  }
}

/** A grant on the instance's section, or on its project when it has none (PartyPosition). */
export function hasInstanceGrant(ctx: OrgContext, userId: string): boolean {
  return ctx.grants.some((g) =>
    ctx.htd
      ? g.userId === userId && g.htdId === ctx.htd.id
      : g.userId === userId && g.projectId === ctx.project.id && !g.htdId,
  )
}

/** The value of a user field (`"id"`, `{id, name}`, or a list of either). */
function userIdsOfField(value: unknown): string[] {
  const one = (v: unknown): string | null =>
    typeof v === 'string'
      ? v
      : v && typeof v === 'object' && typeof (v as { id?: unknown }).id === 'string'
        ? (v as { id: string }).id
        : null
  const values = Array.isArray(value) ? value : [value]
  return values.map(one).filter((id): id is string => id !== null)
}

/** Holders of a position in the starter's organisation, walking up to the nearest organisation that has one. */
function starterOrgPosition(ctx: OrgContext, starterId: string, positionId: string): string[] {
  const starter = userById(ctx, starterId)
  for (const orgId of starter?.organizationIds ?? []) {
    for (let current: string | null = orgId; current !== null;) {
      const holders = ctx.users.filter(
        (u) => u.organizationIds.includes(current as string) && u.positionIds.includes(positionId),
      )
      if (holders.length > 0) return holders.map((u) => u.id)
      current = ctx.organizations.find((o) => o.id === current)?.parentId ?? null
    }
  }
  return []
}

/** The users one rule names (§2 assignee kinds 1–8), in directory order, before the union's cleanup. */
export function resolveRule(rule: AssigneeRule, input: ResolveInput): string[] {
  const { ctx } = input
  switch (rule.kind) {
    case 1:
      return rule.userIds
    case 2:
      return ctx.users.filter((u) => u.roleNames?.includes(rule.roleName)).map((u) => u.id)
    case 3:
      return ctx.users.filter((u) => u.positionIds.includes(rule.positionId)).map((u) => u.id)
    case 4: {
      const orgId = partyOrganizationId(ctx, rule.party)
      if (!orgId) return []
      const orgs = organizationSubtree(ctx, orgId)
      return ctx.users
        .filter(
          (u) =>
            u.positionIds.includes(rule.positionId) &&
            u.organizationIds.some((id) => orgs.has(id)) &&
            hasInstanceGrant(ctx, u.id),
        )
        .map((u) => u.id)
    }
    case 5:
      return [input.starterId]
    case 6:
      return input.selected
    case 7:
      return userIdsOfField(input.formData[rule.fieldKey])
    case 8:
      return starterOrgPosition(ctx, input.starterId, rule.positionId)
  }
}

/** The node's assignees: the union of its rules, in order, without duplicates, inactive users removed. */
export function resolveAssignees(rules: readonly AssigneeRule[], input: ResolveInput): string[] {
  const ids: string[] = []
  for (const rule of rules) {
    for (const id of resolveRule(rule, input)) {
      const user = userById(input.ctx, id)
      if (!user || user.active === false || ids.includes(id)) continue
      ids.push(id)
    }
  }
  return ids
}
