import { TreeSelect } from 'antd'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { organizationQueries } from '@/modules/organization/api/organization-api'
import { useTenantScope } from '@/query/query-scope'
import { usePageQuery } from '@/query/use-page-query'
import { keysToReveal, toParentOptions } from './org-tree-rules'

interface OrgParentSelectProps {
  /** Set by Form.Item: the chosen parent, null/undefined for the top level. */
  id?: string
  value?: string | null
  onChange?: (value: string | null) => void
  /** The organisation being moved: it and its descendants are not offered. */
  excludedId?: string
}

/**
 * The parent picker: a TreeSelect of GET /tree (disabled ones included but not pickable), with
 * search; clearing it means the top level.
 */
export function OrgParentSelect({ id, value, onChange, excludedId }: OrgParentSelectProps) {
  const { t } = useTranslation('org')
  const scope = useTenantScope()
  const tree = usePageQuery(organizationQueries.tree(scope))
  const nodes = tree.data
  const options = useMemo(() => toParentOptions(nodes ?? [], excludedId), [nodes, excludedId])
  // The popup opens on the branch of the current value.
  const opened = value && nodes ? keysToReveal(nodes, value).slice(0, -1) : []

  return (
    <TreeSelect<string | null>
      id={id}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      treeData={options}
      treeDefaultExpandedKeys={opened}
      loading={tree.isPending}
      placeholder={t('topLevel')}
      allowClear
      showSearch={{ treeNodeFilterProp: 'title' }}
      virtual={false}
      style={{ width: '100%' }}
    />
  )
}
