import { Alert } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  dictionaryDetailResource,
  dictionaryPolicies,
  type DictionaryDetailDto,
} from '@/modules/system/api/dictionary-api'
import { CrudPage } from '@/components/crud/crud-page'
import { yesNoChoices } from '@/components/crud/crud-search-form'
import { useCrudPage } from '@/components/crud/use-crud-page'
import { detailPrefix, dictionaryLocks } from './dict-rules'
import { DetailFormModal } from './detail-form-modal'
import { DetailHeading } from './detail-heading'
import { useDetailColumns } from './detail-columns'
import { useSelectedDictionary } from './use-selected-dictionary'

/** The detail list: the selected dictionary's entries, with their own URL params (`detail.*`). */
export function DetailPanel({
  dictionaryId,
  canWrite,
}: {
  dictionaryId: string
  canWrite: boolean
}) {
  const { t } = useTranslation('dict')
  const dictionary = useSelectedDictionary(dictionaryId)
  const locks = dictionaryLocks(dictionary.data)
  const page = useCrudPage({
    resource: dictionaryDetailResource,
    // Tenant users only read: no New, no row buttons at all.
    policies: canWrite ? dictionaryPolicies : {},
    filterKeys: ['filter', 'enabled'],
    urlPrefix: detailPrefix,
    fixedFilters: { dictionaryId },
    nameOf: (row: DictionaryDetailDto) => row.label,
  })
  return (
    <CrudPage
      page={page}
      heading={<DetailHeading dictionary={dictionary} />}
      header={
        canWrite && locks.detailValue && <Alert type="info" showIcon title={t('staticNotice')} />
      }
      search={[
        { name: 'filter', label: t('crud:keyword') },
        {
          name: 'enabled',
          label: t('enabled'),
          choices: yesNoChoices(t('on'), t('off')),
          width: 120,
        },
      ]}
      create={{ label: t('createDetail') }}
      columns={useDetailColumns()}
      rowActions={
        canWrite
          ? (row, { edit, remove }) => [
              edit(row),
              remove(row, locks.deleteDetail ? t('staticDetailDelete') : undefined),
            ]
          : undefined
      }
      form={(dialog, close) => (
        <DetailFormModal dialog={dialog} pid={dictionaryId} locks={locks} onClose={close} />
      )}
    />
  )
}
