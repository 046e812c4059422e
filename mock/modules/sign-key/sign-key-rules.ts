import type { ValidationIssue } from '../../core/crud/validation.ts'
import { signKeyKinds } from './sign-key-fields.ts'

export type OwnerMember = 'userId' | 'projectId' | 'htdId' | 'organizationId'
export type Owners = Record<OwnerMember, string | null>

/**
 * Which owners each kind needs and which it must not be given (business-api.md §5): a section
 * seal's project comes from its section, so a given `projectId` is refused like any other.
 */
export const ownerRules: Record<number, { required: OwnerMember[]; forbidden: OwnerMember[] }> = {
  [signKeyKinds.userSignature]: {
    required: ['userId'],
    forbidden: ['projectId', 'htdId', 'organizationId'],
  },
  [signKeyKinds.projectOrgSeal]: {
    required: ['projectId', 'organizationId'],
    forbidden: ['userId', 'htdId'],
  },
  [signKeyKinds.htdOrgSeal]: {
    required: ['htdId', 'organizationId'],
    forbidden: ['userId', 'projectId'],
  },
}

export const isSeal = (kind: number) => kind !== signKeyKinds.userSignature

/**
 * The kind's field rules: a missing owner → V1, an owner the kind forbids → V5, a seal without
 * a name → V1 (a user signature takes a default name). Pure; they join the other field errors.
 */
export function signKeyIssues(
  kind: number,
  owners: Owners,
  name: string | null,
): ValidationIssue[] {
  const rules = ownerRules[kind]
  if (!rules) return []
  const issues: ValidationIssue[] = []
  const byMember = (
    members: OwnerMember[],
    rule: 'V1' | 'V5',
    when: (v: string | null) => boolean,
  ) =>
    members
      .filter((m) => when(owners[m]))
      .forEach((member) => issues.push({ member, rule, args: [] }))
  if (isSeal(kind) && name === null) issues.push({ member: 'name', rule: 'V1', args: [] })
  byMember(rules.required, 'V1', (value) => value === null)
  byMember(rules.forbidden, 'V5', (value) => value !== null)
  return issues
}

/** A user signature given no name is called after its user (§5): `{name}签名`. */
export function defaultSignatureName(userDisplayName: string): string {
  return `${userDisplayName}签名`
}

/** Seals clash on (section or project, organisation, name), case-insensitively and trimmed. */
export function sameSealSlot(
  a: {
    kind: number
    projectId: string | null
    htdId: string | null
    organizationId: string | null
    name: string
  },
  b: {
    kind: number
    projectId: string | null
    htdId: string | null
    organizationId: string | null
    name: string
  },
): boolean {
  const owner = (k: typeof a) =>
    k.kind === signKeyKinds.htdOrgSeal ? `h:${k.htdId}` : `p:${k.projectId}`
  return (
    isSeal(a.kind) &&
    a.kind === b.kind &&
    owner(a) === owner(b) &&
    a.organizationId === b.organizationId &&
    a.name.trim().toLowerCase() === b.name.trim().toLowerCase()
  )
}
