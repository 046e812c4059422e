/** The organisation tree as a picker's options (business-api.md §1.1). Pure. */

/** What the rules need of a node of GET /api/base/organization/tree. */
export interface OrganizationNode {
  id: string
  name: string
  fullName: string | null
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
}

/**
 * A disabled organisation and everything under it cannot be chosen for a new reference
 * (`Base:OrganizationDisabled`): they stay in the tree, marked, but not selectable.
 */
export function toOrganizationOptions(
  nodes: readonly OrganizationNode[],
  settings: OrganizationOptionSettings,
  parentDisabled = false,
): OrganizationOption[] {
  return nodes.map((node) => {
    const isDisabled = parentDisabled || !node.enabled
    return {
      value: node.id,
      title: isDisabled ? settings.disabledTitle(node.name) : node.name,
      name: node.name,
      fullName: node.fullName ?? node.name,
      disabled: isDisabled && !settings.allowDisabled && !settings.kept.includes(node.id),
      children: toOrganizationOptions(node.children, settings, isDisabled),
    }
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
