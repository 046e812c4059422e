import { Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  dictionaryPolicies,
  dictionaryResource,
  type DictionaryDto,
} from '@/modules/system/api/dictionary-api'
import { CrudPage } from '@/components/crud/crud-page'
import { useCrudPage } from '@/components/crud/use-crud-page'
import { dictionaryLocks } from './dict-rules'
import { useDictionaryColumns } from './dictionary-columns'
import { DictionaryFormModal } from './dictionary-form-modal'

interface DictionaryPanelProps {
  selectedId: string | undefined
  onSelect: (id: string | undefined) => void
  canWrite: boolean
}

/** The master list: dictionaries by name (search and page in the URL), each selectable. */
export function DictionaryPanel({ selectedId, onSelect, canWrite }: DictionaryPanelProps) {
  const { t } = useTranslation('dict')
  const page = useCrudPage({
    resource: dictionaryResource,
    // Tenant users only read: no New, no row buttons at all.
    policies: canWrite ? dictionaryPolicies : {},
    filterKeys: ['filter'],
    nameOf: (row: DictionaryDto) => row.name,
    onDeleted: ([id]) => id === selectedId && onSelect(undefined),
  })
  return (
    <CrudPage
      page={page}
      heading={
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('dictionaries')}
        </Typography.Title>
      }
      search={[{ name: 'filter', label: t('crud:keyword') }]}
      create={{ label: t('createDictionary') }}
      columns={useDictionaryColumns(selectedId, (row) => onSelect(row.id))}
      rowActions={
        canWrite
          ? (row, { edit, remove }) => [
              edit(row),
              remove(row, dictionaryLocks(row).deleteDictionary ? t('staticDelete') : undefined),
            ]
          : undefined
      }
      form={(dialog, close) => (
        <DictionaryFormModal
          dialog={dialog}
          onClose={close}
          onCreated={(row) => onSelect(row.id)}
        />
      )}
    />
  )
}
