import { Empty, Flex, Form, Select } from 'antd'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { GrantMatrixTable } from './grant-matrix-table'
import type { DefinitionSearch } from './use-definition-search'

/**
 * The grant matrix of the group in the URL (the search's group): a group choice above it, and
 * until a group is chosen, a prompt to choose one.
 */
export function GrantMatrixPanel({ search }: { search: DefinitionSearch }) {
  const { t } = useTranslation('permission-definition')
  const selectId = useId()
  const groupName = search.url.groupName
  const group = search.query.data?.find((g) => g.name === groupName)

  return (
    <Flex vertical gap="middle">
      <Form.Item label={t('group')} htmlFor={selectId} style={{ margin: 0 }}>
        <Select
          id={selectId}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('chooseGroup')}
          style={{ width: 320 }}
          value={groupName}
          onChange={(name?: string) => search.change({ groupName: name ?? '' })}
          options={search.allGroups.map((g) => ({ value: g.name, label: g.displayName }))}
        />
      </Form.Item>
      {groupName ? (
        <GrantMatrixTable
          groupName={groupName}
          permissions={group?.permissions ?? []}
          loading={search.query.isFetching}
        />
      ) : (
        <Empty description={t('chooseGroup')} />
      )}
    </Flex>
  )
}
