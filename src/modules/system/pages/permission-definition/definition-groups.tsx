import type { UseQueryResult } from '@tanstack/react-query'
import { Collapse, Empty, Flex, Spin, Table, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PermissionGroupDefinitionDto } from '@/modules/system/api/permission-definition-api'
import { LoadFailed } from '@/components/crud/load-failed'
import { useDefinitionColumns } from './definition-columns'

interface DefinitionGroupsProps {
  query: UseQueryResult<PermissionGroupDefinitionDto[]>
}

/**
 * One collapsible panel per group (all open, a closed one stays closed across searches) with its
 * permissions as an indented table; loading, error with retry, and nothing found.
 */
export function DefinitionGroups({ query }: DefinitionGroupsProps) {
  const { t } = useTranslation('permission-definition')
  const columns = useDefinitionColumns()
  const [closed, setClosed] = useState<string[]>([])
  const groups = query.data

  if (query.isError && !groups) {
    return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
  }
  if (!groups) {
    return (
      <Spin spinning>
        <div style={{ minHeight: 240 }} />
      </Spin>
    )
  }
  if (groups.length === 0) return <Empty description={t('noMatch')} />

  const names = groups.map((group) => group.name)
  const onChange = (keys: string | string[]) => {
    const open = Array.isArray(keys) ? keys : [keys]
    setClosed((before) => [
      ...before.filter((name) => !names.includes(name)),
      ...names.filter((name) => !open.includes(name)),
    ])
  }
  const items = groups.map((group) => ({
    key: group.name,
    label: (
      <Flex gap="small" align="baseline" wrap>
        <Typography.Text strong>{group.displayName}</Typography.Text>
        <Typography.Text type="secondary">{group.name}</Typography.Text>
      </Flex>
    ),
    extra: <Tag>{t('permissionCount', { n: group.permissions.length })}</Tag>,
    children: (
      <Table
        rowKey="name"
        size="small"
        columns={columns}
        dataSource={group.permissions}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
    ),
  }))

  return (
    <Spin spinning={query.isFetching}>
      <Collapse
        activeKey={names.filter((name) => !closed.includes(name))}
        onChange={onChange}
        items={items}
      />
    </Spin>
  )
}
