import { yesNoChoices } from '@/components/crud/crud-search-form'
import { useTranslation } from 'react-i18next'
import {
  positionPolicies,
  positionResource,
  type PositionDto,
} from '@/modules/organization/api/position-api'
import { CrudPage } from '@/components/crud/crud-page'
import { crudPagePrefetch } from '@/components/crud/crud-page-prefetch'
import { creationTimeColumn, flagTag } from '@/components/crud/table-columns'
import { useCrudPage } from '@/components/crud/use-crud-page'
import { PositionFormModal } from './position-form-modal'

const texts = ['position']

/** Heading for the menu entry fetches the texts and the first page of positions (the kit's rule). */
export const prefetch = crudPagePrefetch({ texts, queries: positionResource.queries })

/** Positions (岗位), `/organization/position`: business-api.md §1.2. */
export default function PositionPage() {
  const { t } = useTranslation(texts)
  const page = useCrudPage({
    resource: positionResource,
    policies: positionPolicies,
    search: [
      { name: 'filter', label: t('crud:keyword') },
      {
        name: 'enabled',
        label: t('enabled'),
        choices: yesNoChoices(t('on'), t('off')),
        width: 120,
      },
    ],
    nameOf: (row: PositionDto) => row.name,
    bulkDelete: true,
  })
  return (
    <CrudPage
      page={page}
      title={t('route:position')}
      // Sortable columns match the server's whitelist.
      columns={[
        { key: 'name', dataIndex: 'name', title: t('name'), sorter: true },
        { key: 'sort', dataIndex: 'sort', title: t('sort'), sorter: true, width: 100 },
        {
          key: 'enabled',
          dataIndex: 'enabled',
          title: t('enabled'),
          width: 100,
          render: flagTag(t, 'success', { yes: 'on', no: 'off' }),
        },
        { key: 'description', dataIndex: 'description', title: t('description') },
        { key: 'userCount', dataIndex: 'userCount', title: t('userCount'), width: 110 },
        creationTimeColumn<PositionDto>(t),
      ]}
      form={(dialog, close) => <PositionFormModal dialog={dialog} onClose={close} />}
    />
  )
}
