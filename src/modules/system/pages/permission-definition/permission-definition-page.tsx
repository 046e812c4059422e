import { Flex, Tabs, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { DefinitionGroups } from './definition-groups'
import { DefinitionSearchForm } from './definition-search-form'
import { GrantMatrixPanel } from './grant-matrix-panel'
import { useDefinitionSearch } from './use-definition-search'

/**
 * Permission definitions, `/system/permission-definition` (business-api.md §7): a read-only
 * browser of the code-defined permissions the caller's side sees, and which roles grant them.
 * The search and the open tab live in the URL.
 */
export default function PermissionDefinitionPage() {
  const { t } = useTranslation(['permission-definition', 'permission'])
  const search = useDefinitionSearch()

  return (
    <Flex vertical gap="middle">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route:permissionDefinition')}
      </Typography.Title>
      <Typography.Text type="secondary">{t('readOnlyNote')}</Typography.Text>
      <DefinitionSearchForm search={search} />
      <Tabs
        activeKey={search.view}
        destroyOnHidden
        onChange={(view) => search.change({ view })}
        items={[
          {
            key: 'definitions',
            label: t('definitions'),
            children: <DefinitionGroups query={search.query} />,
          },
          { key: 'matrix', label: t('matrix'), children: <GrantMatrixPanel search={search} /> },
        ]}
      />
    </Flex>
  )
}
