import { useTranslation } from 'react-i18next'
import {
  workAreaPolicies,
  workAreaResource,
  type WorkAreaDto,
} from '@/modules/project/api/work-area-api'
import { CrudPage } from '@/components/crud/crud-page'
import { useCrudPage } from '@/components/crud/use-crud-page'
import { useRefreshAreaCounts } from './use-refresh-area-counts'
import { useWorkAreaCascade } from './use-work-area-cascade'
import { WorkAreaCascadeBar, WorkAreaCascadeState } from './work-area-cascade-bar'
import { useWorkAreaColumns } from './work-area-columns'
import { WorkAreaFormModal } from './work-area-form-modal'
import { useWorkAreaSearchFields } from './work-area-search-fields'

/**
 * Work areas (工区), `/project/work-area`: business-api.md §3.3. The areas of one contract section,
 * chosen by the project → htd cascade in the URL (`?project=&htd=`).
 */
export default function WorkAreaPage() {
  const { t } = useTranslation(['work-area', 'crud'])
  const cascade = useWorkAreaCascade()
  const { htdId, isSwitching } = cascade
  const refreshCounts = useRefreshAreaCounts()
  const page = useCrudPage({
    resource: workAreaResource,
    policies: workAreaPolicies,
    filterKeys: ['filter', 'type', 'chainage'],
    fixedFilters: { htdId },
    enabled: cascade.status === 'ready',
    nameOf: (row: WorkAreaDto) => row.name,
    bulkDelete: true,
    // The selection belongs to the htd it was made in.
    selectionOwner: htdId,
    onDeleted: refreshCounts,
  })
  return (
    <CrudPage
      page={page}
      title={t('route:workArea')}
      header={
        <>
          <WorkAreaCascadeBar cascade={cascade} />
          <WorkAreaCascadeState cascade={cascade} />
        </>
      }
      listShown={cascade.status === 'ready' || isSwitching}
      busy={isSwitching}
      search={useWorkAreaSearchFields()}
      columns={useWorkAreaColumns()}
      create={{ disabled: isSwitching }}
      form={(dialog, close) => (
        <WorkAreaFormModal
          dialog={dialog}
          htdId={htdId}
          htdLabel={cascade.htdLabel}
          onCreated={refreshCounts}
          onClose={close}
        />
      )}
    />
  )
}
