import { useTranslation } from 'react-i18next'
import { searchFields, yesNoChoices, type SearchField } from '@/components/crud/crud-search-form'
import { PositionFilterSelect } from './position-filter-select'

/** The search form's filters; the organisation (`organizationId`) is the tree's. */
export type UserSearchKey = 'filter' | 'positionId' | 'isActive'

/**
 * The Users search form, the list's URL filters (GET /api/base/user, business-api.md §1.3): a
 * keyword (`filter`: user name, name, e-mail, phone), a position (`positionId`), active or not
 * (`isActive`).
 */
export function useUserSearchFields(): SearchField<UserSearchKey>[] {
  const { t } = useTranslation('user')
  return searchFields<UserSearchKey>([
    { name: 'filter', label: t('crud:keyword') },
    { name: 'positionId', label: t('position'), input: <PositionFilterSelect /> },
    {
      name: 'isActive',
      label: t('status'),
      choices: yesNoChoices(t('active'), t('inactive')),
      width: 120,
    },
  ])
}
