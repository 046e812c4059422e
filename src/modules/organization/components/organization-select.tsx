import { useQuery } from '@tanstack/react-query'
import { TreeSelect, type TreeSelectProps } from 'antd'
import { useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { OrgType } from '@/modules/organization/api/organization-api'
import { organizationTreeQuery } from '@/modules/organization/api/organization-queries'
import { useTenantScope } from '@/query/query-scope'
import {
  matchesOrganization,
  toOrganizationOptions,
  type OrganizationOption,
} from './organization-tree-rules'

type TreeProps = Omit<
  TreeSelectProps<string | string[], OrganizationOption>,
  'value' | 'onChange' | 'treeData' | 'loading' | 'showSearch' | 'multiple' | 'treeCheckable'
>

/** One organisation (the default): its id, null/undefined for none. Set by Form.Item. */
interface SingleValue {
  multiple?: false
  value?: string | null
  onChange?: (value: string | null) => void
}

/** Several organisations: their ids, none is `[]`. */
interface MultipleValue {
  multiple: true
  value?: string[]
  onChange?: (value: string[]) => void
}

export type OrganizationSelectProps = TreeProps &
  (SingleValue | MultipleValue) & {
    /** Disabled organisations may be chosen too (a search filter; a form leaves them out). */
    allowDisabled?: boolean
    /**
     * The types that may be chosen (a project's owner: companies only); absent: every type. Give
     * a constant: a new array each render rebuilds the options.
     */
    orgTypes?: readonly OrgType[]
  }

const none: readonly string[] = []

/** The ids a value holds, in either mode. */
const idsOf = (value: string | string[] | null | undefined): readonly string[] =>
  Array.isArray(value) ? value : value ? [value] : none

const searchConfig = {
  // The node is one of our options (antd types it loosely).
  filterTreeNode: (search: string, node: Record<string, unknown>) =>
    matchesOrganization(search, node as Pick<OrganizationOption, 'name' | 'fullName'>),
}

/**
 * One organisation from the whole tree (GET /api/base/organization/tree, business-api.md §1.1),
 * searchable by short or legal name: a project's owner and constructor, an htd's contractor and
 * supervisor, or a filter. Disabled organisations (and what is under them) show but cannot be
 * chosen, except the one the record already holds. With `orgTypes`, only those types can be
 * chosen; the others are left out, or shown closed where a choosable one is under them
 * (toOrganizationOptions). The tree rather than `/list?orgTypes=`: one cached read serves every
 * picker and the Organisations page, and it keeps a unit's place (which company a 监理部 is of).
 * An antd Form control; clearing gives null. With `multiple`, several organisations (a scheme's
 * start scope): the value is an array of ids, `[]` for none.
 */
export function OrganizationSelect(props: OrganizationSelectProps) {
  const { value, onChange: _narrowedBelow, multiple, allowDisabled = false, orgTypes, notFoundContent, ...rest } = props // prettier-ignore
  const { t } = useTranslation(['crud', 'common'])
  const { data, isPending, isError } = useQuery(organizationTreeQuery(useTenantScope()))
  // The first value held (an edited record's, set once it has loaded) stays selectable.
  const ownId = useId()
  const id = rest.id ?? ownId
  const [kept, setKept] = useState(() => idsOf(value))
  if (kept.length === 0 && idsOf(value).length > 0) setKept(idsOf(value))
  const disabledText = t('common:disabled')
  const options = useMemo(
    () =>
      toOrganizationOptions(data ?? [], {
        kept,
        allowDisabled,
        disabledTitle: (name) => `${name} (${disabledText})`,
        types: orgTypes,
      }),
    [data, kept, allowDisabled, disabledText, orgTypes],
  )

  return (
    <TreeSelect<string | string[], OrganizationOption>
      allowClear
      style={{ width: '100%' }}
      {...rest}
      multiple={multiple}
      id={id}
      // rc-tree-select's box says it owns and controls `<id>_list` while open, which its tree
      // never renders (axe aria-valid-attr-value, serious): the popup is that element.
      popupRender={(menu) => (
        <div id={`${id}_list`}>{rest.popupRender ? rest.popupRender(menu) : menu}</div>
      )}
      // Not the raw ids while the names load.
      value={isPending ? undefined : (value ?? undefined)}
      onChange={(next) => {
        // The props as one union: `multiple` tells which onChange this is.
        if (props.multiple) props.onChange?.(idsOf(next).slice())
        else props.onChange?.(typeof next === 'string' ? next : null)
      }}
      treeData={options}
      loading={isPending}
      showSearch={searchConfig}
      notFoundContent={isError ? t('crud:dictionaryLoadFailed') : notFoundContent}
    />
  )
}
