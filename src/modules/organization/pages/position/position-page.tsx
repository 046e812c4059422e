import { DeleteOutlined } from '@ant-design/icons'
import { Button, Flex, Select, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  positionPolicies,
  positionResource,
  type PositionDto,
} from '@/modules/organization/api/position-api'
import { CrudSearchForm, type SearchField } from '@/components/crud/crud-search-form'
import { CreateButton } from '@/components/crud/create-button'
import { CrudTable } from '@/components/crud/crud-table'
import { useConfirmDelete } from '@/components/crud/use-confirm-delete'
import { useDialogOpening } from '@/components/crud/use-dialog-opening'
import { useCrudList } from '@/components/crud/use-crud-list'
import { useCrudMutations } from '@/components/crud/use-crud-mutations'
import type { CrudDialog } from '@/components/crud/use-dialog-record'
import { Granted } from '@/access/granted'
import { useTenantScope } from '@/query/query-scope'
import { usePositionColumns } from './position-columns'
import { PositionFormModal } from './position-form-modal'

const filterKeys = ['filter', 'enabled'] as const

/** Positions (岗位), `/organization/position`: business-api.md §1.2. */
export default function PositionPage() {
  const { t } = useTranslation('position')
  const scope = useTenantScope()
  const list = useCrudList({ queries: positionResource.queries, scope, filterKeys })
  const { remove, removeMany } = useCrudMutations(positionResource, scope)
  const confirmDelete = useConfirmDelete()
  const dialog = useDialogOpening<CrudDialog>()
  const [selected, setSelected] = useState<string[]>([])

  const columns = usePositionColumns({
    onEdit: (row) => dialog.open({ mode: 'edit', id: row.id }),
    onDelete: (row: PositionDto) =>
      void confirmDelete({ name: row.name }, () => remove.mutateAsync(row.id)).then((done) => {
        if (done) setSelected((keys) => keys.filter((key) => key !== row.id))
      }),
  })
  const deleteSelected = () =>
    void confirmDelete({ count: selected.length }, () => removeMany.mutateAsync(selected)).then(
      (done) => done && setSelected([]),
    )
  const searchFields: SearchField<(typeof filterKeys)[number]>[] = [
    { name: 'filter', label: t('crud:keyword') },
    {
      name: 'enabled',
      label: t('enabled'),
      input: (
        <Select
          allowClear
          style={{ width: 120 }}
          options={[
            { value: 'true', label: t('on') },
            { value: 'false', label: t('off') },
          ]}
        />
      ),
    },
  ]

  return (
    <Flex vertical gap="middle">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route:position')}
      </Typography.Title>
      <CrudSearchForm fields={searchFields} values={list.view.filters} onSearch={list.setFilters} />
      <Flex gap="small">
        <CreateButton
          policy={positionPolicies.create}
          onClick={() => dialog.open({ mode: 'create' })}
        />
        <Granted policy={positionPolicies.delete}>
          <Button
            danger
            icon={<DeleteOutlined />}
            disabled={!selected.length}
            onClick={deleteSelected}
          >
            {t('crud:deleteSelected')}
          </Button>
        </Granted>
      </Flex>
      <CrudTable
        list={list}
        columns={columns}
        rowKey="id"
        selection={{ keys: selected, onChange: setSelected, nameOf: (row) => row.name }}
      />
      {dialog.shown && (
        <PositionFormModal key={dialog.key} dialog={dialog.shown} onClose={dialog.close} />
      )}
    </Flex>
  )
}
