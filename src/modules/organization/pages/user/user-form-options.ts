import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { baseUserQueries } from '@/modules/organization/api/base-user-api'
import {
  organizationQueries,
  type OrganizationTreeNodeDto,
} from '@/modules/organization/api/organization-api'
import { positionPickerQuery } from '@/modules/organization/api/position-api'
import { useTenantScope } from '@/query/query-scope'
import { usePageQuery } from '@/query/use-page-query'

export interface PickerOption {
  value: string
  label: string
  disabled?: boolean
}

/** A TreeSelect node (`title` is what the search matches). */
export interface OrganizationPickerNode {
  value: string
  title: string
  disabled: boolean
  children: OrganizationPickerNode[]
}

/**
 * A disabled organisation and everything under it cannot be chosen (business-api.md §1.1
 * "Disabling"), except what the user already belongs to: the server keeps such memberships.
 */
function toPickerNodes(
  nodes: OrganizationTreeNodeDto[],
  kept: readonly string[],
  disabledText: string,
  parentDisabled = false,
): OrganizationPickerNode[] {
  return nodes.map((node) => {
    const isDisabled = parentDisabled || !node.enabled
    return {
      value: node.id,
      title: isDisabled ? `${node.name} (${disabledText})` : node.name,
      disabled: isDisabled && !kept.includes(node.id),
      children: toPickerNodes(node.children, kept, disabledText, isDisabled),
    }
  })
}

/** Whether `id` is in the tree and may be chosen. */
export function isSelectable(nodes: OrganizationPickerNode[], id: string): boolean {
  return nodes.some((n) => (n.value === id ? !n.disabled : isSelectable(n.children, id)))
}

/**
 * The choices of the user dialog: assignable roles, positions and the organisation tree.
 * `kept` are the ids the edited user holds already (selectable even when disabled since).
 */
export function useUserFormOptions(kept: { organizationIds: string[]; positionIds: string[] }) {
  const { t } = useTranslation('user')
  const scope = useTenantScope()
  const roles = usePageQuery(baseUserQueries.assignableRoles(scope))
  const positions = usePageQuery(positionPickerQuery(scope))
  const organizations = usePageQuery(organizationQueries.tree(scope))
  const disabledText = t('disabled')

  const roleOptions = useMemo<PickerOption[]>(
    () => (roles.data ?? []).map((role) => ({ value: role.name, label: role.name })),
    [roles.data],
  )
  const positionOptions = useMemo<PickerOption[]>(
    () =>
      (positions.data ?? []).map((p) => ({
        value: p.id,
        label: p.enabled ? p.name : `${p.name} (${disabledText})`,
        disabled: !p.enabled && !kept.positionIds.includes(p.id),
      })),
    [positions.data, kept.positionIds, disabledText],
  )
  const organizationTree = useMemo(
    () => toPickerNodes(organizations.data ?? [], kept.organizationIds, disabledText),
    [organizations.data, kept.organizationIds, disabledText],
  )
  const defaultRoleNames = useMemo(
    () => roles.data?.filter((role) => role.isDefault).map((role) => role.name),
    [roles.data],
  )

  return {
    roleOptions,
    positionOptions,
    organizationTree,
    /** The roles a new user starts with (ABP's UI ticks the default roles); undefined: loading. */
    defaultRoleNames,
    isLoadingRoles: roles.isLoading,
    isLoadingPositions: positions.isLoading,
    isLoadingOrganizations: organizations.isLoading,
  }
}
