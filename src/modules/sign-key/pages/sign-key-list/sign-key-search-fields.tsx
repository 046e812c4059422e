import { Form } from 'antd'
import { useTranslation } from 'react-i18next'
import { yesNoChoices, type SearchField } from '@/components/crud/crud-search-form'
import { OrganizationSelect } from '@/modules/organization'
import { HtdSelect, ProjectSelect, UserPicker } from '@/modules/project'
import { searchOwnersOf, type SignKeyView } from '@/modules/sign-key/sign-key-rules'

export type SignKeyFilterKey =
  'filter' | 'kind' | 'userId' | 'projectId' | 'htdId' | 'organizationId' | 'enabled'

/** The sections of the project chosen in the same search form. */
function SearchHtdSelect(props: { value?: string; onChange?: (value?: string) => void }) {
  const projectId = Form.useWatch<string | undefined>('projectId', Form.useFormInstance())
  return <HtdSelect {...props} projectId={projectId} allowClear style={{ width: 180 }} />
}

/**
 * The contract's filters (§5) as URL filters: the keyword, the kind on All, the owners a view's
 * keys can have, enabled.
 */
export function useSignKeySearchFields(view: SignKeyView): SearchField<SignKeyFilterKey>[] {
  const { t } = useTranslation('sign-key')
  const owners = searchOwnersOf(view)
  const fields: SearchField<SignKeyFilterKey>[] = [{ name: 'filter', label: t('crud:keyword') }]
  if (view === 'all') {
    fields.push({
      name: 'kind',
      label: t('kind'),
      choices: (['1', '2', '3'] as const).map((kind) => ({
        value: kind,
        label: t(`kinds.${kind}`),
      })),
      width: 160,
    })
  }
  const pickers = {
    userId: <UserPicker allowClear style={{ width: 200 }} />,
    projectId: <ProjectSelect allowClear style={{ width: 200 }} />,
    htdId: <SearchHtdSelect />,
    organizationId: <OrganizationSelect allowClear allowDisabled style={{ width: 220 }} />,
  }
  for (const owner of owners) fields.push({ name: owner, label: t(owner), input: pickers[owner] })
  fields.push({
    name: 'enabled',
    label: t('enabled'),
    choices: yesNoChoices(t('on'), t('off')),
    width: 110,
  })
  return fields
}
