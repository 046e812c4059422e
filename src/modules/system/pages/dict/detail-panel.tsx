import { Alert, Flex, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { dictionaryDetailResource, dictionaryPolicies } from '@/modules/system/api/dictionary-api'
import { CrudSearchForm, type SearchField } from '@/components/crud/crud-search-form'
import { CreateButton } from '@/components/crud/create-button'
import { CrudTable } from '@/components/crud/crud-table'
import { useConfirmDelete } from '@/components/crud/use-confirm-delete'
import { useDialogOpening } from '@/components/crud/use-dialog-opening'
import { useCrudList } from '@/components/crud/use-crud-list'
import { useCrudMutations } from '@/components/crud/use-crud-mutations'
import type { CrudDialog } from '@/components/crud/use-dialog-record'
import { useTenantScope } from '@/query/query-scope'
import { detailPrefix, dictionaryLocks } from './dict-rules'
import { DetailFormModal } from './detail-form-modal'
import { DetailHeading } from './detail-heading'
import { useDetailColumns } from './detail-columns'
import { useSelectedDictionary } from './use-selected-dictionary'

const filterKeys = ['filter', 'enabled'] as const

/** The detail list: the selected dictionary's entries, with their own URL params (`detail.*`). */
export function DetailPanel({
  dictionaryId,
  canWrite,
}: {
  dictionaryId: string
  canWrite: boolean
}) {
  const { t } = useTranslation('dict')
  const scope = useTenantScope()
  const dictionary = useSelectedDictionary(dictionaryId)
  const locks = dictionaryLocks(dictionary.data)
  const list = useCrudList({
    queries: dictionaryDetailResource.queries,
    scope,
    filterKeys,
    urlPrefix: detailPrefix,
    fixedFilters: { dictionaryId },
  })
  const { remove } = useCrudMutations(dictionaryDetailResource, scope)
  const confirmDelete = useConfirmDelete()
  const dialog = useDialogOpening<CrudDialog>()

  const columns = useDetailColumns({
    locks,
    canWrite,
    onEdit: (row) => dialog.open({ mode: 'edit', id: row.id }),
    onDelete: (row) => void confirmDelete({ name: row.label }, () => remove.mutateAsync(row.id)),
  })
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
      <DetailHeading dictionary={dictionary} />
      {canWrite && locks.detailValue && <Alert type="info" showIcon title={t('staticNotice')} />}
      <CrudSearchForm fields={searchFields} values={list.view.filters} onSearch={list.setFilters} />
      {canWrite && (
        <CreateButton
          policy={dictionaryPolicies.create}
          onClick={() => dialog.open({ mode: 'create' })}
        >
          {t('createDetail')}
        </CreateButton>
      )}
      <CrudTable list={list} columns={columns} rowKey="id" />
      {dialog.shown && (
        <DetailFormModal
          key={dialog.key}
          dialog={dialog.shown}
          pid={dictionaryId}
          locks={locks}
          onClose={dialog.close}
        />
      )}
    </Flex>
  )
}
