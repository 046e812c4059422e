import type { OrgType } from '@/modules/organization/api/organization-api'

/** The organisation tree as a picker's options (business-api.md §1.1). Pure. */

/** What the rules need of a node of GET /api/base/organization/tree. */
export interface OrganizationNode {
  id: string
  name: string
  fullName: string | null
  orgType: OrgType
  enabled: boolean
  children: OrganizationNode[]
}

/** A TreeSelect node; `title` is shown, `name` and `fullName` are searched. */
export interface OrganizationOption {
  value: string
  title: string
  name: string
  fullName: string
  disabled: boolean
  children: OrganizationOption[]
}

export interface OrganizationOptionSettings {
  /** Already chosen ids: selectable even when disabled since (existing references stay). */
  kept: readonly string[]
  /** Any organisation may be chosen, disabled ones included (a search filter). */
  allowDisabled: boolean
  /** The title of a disabled organisation: `name (Disabled)`. */
  disabledTitle: (name: string) => string
  /** The types that may be chosen (a project's owner: companies only); absent: every type. */
  types?: readonly OrgType[]
}

/**
 * A disabled organisation and everything under it cannot be chosen for a new reference
 * (`Base:OrganizationDisabled`): they stay in the tree, marked, but not selectable.
 *
 * With `types`, only organisations of those types may be chosen. One of another type stays in
 * the tree, not selectable, only where something choosable (or kept) is under it: the tree still
 * says which company a 项目经理部 belongs to (two 监理部 under two companies look alike), and
 * nothing choosable is lost. The rest of the other types is left out. A kept organisation of
 * another type (a reference made before the rule) stays, so the form still shows its name.
 */
export function toOrganizationOptions(
  nodes: readonly OrganizationNode[],
  settings: OrganizationOptionSettings,
  parentDisabled = false,
): OrganizationOption[] {
  return nodes.flatMap((node) => {
    const isDisabled = parentDisabled || !node.enabled
    const isKept = settings.kept.includes(node.id)
    const isOfferedType = !settings.types || settings.types.includes(node.orgType)
    const children = toOrganizationOptions(node.children, settings, isDisabled)
    if (!isOfferedType && !isKept && children.length === 0) return []
    return [
      {
        value: node.id,
        title: isDisabled ? settings.disabledTitle(node.name) : node.name,
        name: node.name,
        fullName: node.fullName ?? node.name,
        disabled: !isKept && (!isOfferedType || (isDisabled && !settings.allowDisabled)),
        children,
      },
    ]
  })
}

/** Whether a typed search matches the organisation's short or legal name (case-insensitive). */
export function matchesOrganization(
  search: string,
  option: Pick<OrganizationOption, 'name' | 'fullName'>,
): boolean {
  const text = search.trim().toLocaleLowerCase()
  if (!text) return true
  return [option.name, option.fullName].some((name) => name.toLocaleLowerCase().includes(text))
}
