import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { CrudPage } from '@/components/crud/crud-page'
import { useCrudPage } from '@/components/crud/use-crud-page'
import { DictionarySelect } from '@/modules/system'
import { formPolicies, formResource, setFormEnabled } from '../../api/form-api'
import { FormStatus, type FormDto } from '../../api/form-dtos'
import { useFormColumns } from './form-columns'
import { FormFormModal } from './form-form-modal'

/** The designer's address for a form: one tab per form (`meta.tabPerQuery`). */
export const formDesignHref = (id: string) => `/workflow/form-design?id=${encodeURIComponent(id)}`

/**
 * Form design (表单设计, `/workflow/form`, workflow-api.md §1): the approval forms with their
 * published version and unpublished changes; name, code and category in a dialog, the fields in
 * the designer. Delete is refused while a scheme uses the form (`Workflow:FormInUse`, its message
 * shown by the HTTP client's toast).
 */
export default function FormListPage() {
  const { t } = useTranslation(['workflow-form', 'crud'])
  const page = useCrudPage({
    resource: formResource,
    policies: formPolicies,
    search: [
      { name: 'filter', label: t('crud:keyword') },
      {
        name: 'category',
        label: t('category'),
        input: <DictionarySelect code="WorkflowCategory" allowClear style={{ width: 140 }} />,
      },
      {
        name: 'status',
        label: t('status'),
        choices: Object.values(FormStatus).map((s) => ({ value: String(s), label: t(`statuses.${s}`) })), // prettier-ignore
        width: 120,
      },
    ],
    nameOf: (row: FormDto) => row.name,
    bulkDelete: true,
  })
  const navigate = useNavigate()
  const client = useQueryClient()
  const columns = useFormColumns()
  const enable = useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) => setFormEnabled(id, enabled),
    onSettled: () => client.invalidateQueries({ queryKey: formResource.queries.all(page.scope) }),
  })

  return (
    <CrudPage
      page={page}
      title={t('route:formDesign')}
      columns={columns}
      rowActions={(row, { edit, remove }) => [
        { label: t('design'), policy: formPolicies.read, onClick: () => void navigate(formDesignHref(row.id)) }, // prettier-ignore
        edit(row),
        {
          label: row.status === FormStatus.Disabled ? t('enable') : t('disable'),
          policy: formPolicies.update,
          onClick: () => enable.mutate({ id: row.id, enabled: row.status === FormStatus.Disabled }),
          // Only a published form is offered to schemes; a draft has nothing to disable.
          hidden: row.status === FormStatus.Draft,
          disabledReason:
            enable.isPending && enable.variables.id === row.id ? t('saving') : undefined,
        },
        remove(row),
      ]}
      form={(dialog, close) => <FormFormModal dialog={dialog} onClose={close} />}
    />
  )
}
