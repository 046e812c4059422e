import { Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { dictionaryPolicies, dictionaryResource } from '@/modules/system/api/dictionary-api'
import { CrudSearchForm, type SearchField } from '@/components/crud/crud-search-form'
import { CreateButton } from '@/components/crud/create-button'
import { CrudTable } from '@/components/crud/crud-table'
import { useConfirmDelete } from '@/components/crud/use-confirm-delete'
import { useDialogOpening } from '@/components/crud/use-dialog-opening'
import { useCrudList } from '@/components/crud/use-crud-list'
import { useCrudMutations } from '@/components/crud/use-crud-mutations'
import type { CrudDialog } from '@/components/crud/use-dialog-record'
import { useTenantScope } from '@/query/query-scope'
import { useDictionaryColumns } from './dictionary-columns'
import { DictionaryFormModal } from './dictionary-form-modal'

const filterKeys = ['filter'] as const

interface DictionaryPanelProps {
  selectedId: string | undefined
  onSelect: (id: string | undefined) => void
  canWrite: boolean
}

/** The master list: dictionaries by name (search and page in the URL), each selectable. */
export function DictionaryPanel({ selectedId, onSelect, canWrite }: DictionaryPanelProps) {
  const { t } = useTranslation('dict')
  const scope = useTenantScope()
  const list = useCrudList({ queries: dictionaryResource.queries, scope, filterKeys })
  const { remove } = useCrudMutations(dictionaryResource, scope)
  const confirmDelete = useConfirmDelete()
  const dialog = useDialogOpening<CrudDialog>()

  const columns = useDictionaryColumns({
    selectedId,
    canWrite,
    onSelect: (row) => onSelect(row.id),
    onEdit: (row) => dialog.open({ mode: 'edit', id: row.id }),
    onDelete: (row) =>
      void confirmDelete({ name: row.name }, () => remove.mutateAsync(row.id)).then((done) => {
        if (done && row.id === selectedId) onSelect(undefined)
      }),
  })
  const searchFields: SearchField<(typeof filterKeys)[number]>[] = [
    { name: 'filter', label: t('crud:keyword') },
  ]

  return (
    <Flex vertical gap="middle">
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('dictionaries')}
      </Typography.Title>
      <CrudSearchForm fields={searchFields} values={list.view.filters} onSearch={list.setFilters} />
      {canWrite && (
        <CreateButton
          policy={dictionaryPolicies.create}
          onClick={() => dialog.open({ mode: 'create' })}
        >
          {t('createDictionary')}
        </CreateButton>
      )}
      <CrudTable list={list} columns={columns} rowKey="id" />
      {dialog.shown && (
        <DictionaryFormModal
          key={dialog.key}
          dialog={dialog.shown}
          onClose={dialog.close}
          onCreated={(row) => onSelect(row.id)}
        />
      )}
    </Flex>
  )
}
