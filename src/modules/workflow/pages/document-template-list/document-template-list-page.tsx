import { useNavigate } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { CrudPage } from '@/components/crud/crud-page'
import { useCrudPage } from '@/components/crud/use-crud-page'
import { documentTemplatePolicies, documentTemplateResource } from '../../api/document-template-api' // prettier-ignore
import type { DocumentTemplateDto } from '../../api/document-template-dtos'
import { useSchemeChoices } from '../../components/use-scheme-choices'
import { useDocumentTemplateColumns } from './document-template-columns'
import { DocumentTemplateFormModal } from './document-template-form-modal'

/** The designer's address for a template: one tab per template (`meta.tabPerQuery`). */
export const documentTemplateDesignHref = (id: string) =>
  `/workflow/document-template-design?id=${encodeURIComponent(id)}`

/**
 * Document templates (审批文档模板, `/workflow/document-template`, workflow-api.md §7): the printed
 * forms an approved instance is composed on. Name and scheme in a dialog; the base PDF and the
 * slots in the designer.
 */
export default function DocumentTemplateListPage() {
  const { t } = useTranslation(['workflow-document', 'crud'])
  const schemes = useSchemeChoices()
  const page = useCrudPage({
    resource: documentTemplateResource,
    policies: documentTemplatePolicies,
    search: [
      { name: 'filter', label: t('crud:keyword') },
      { name: 'schemeId', label: t('list.scheme'), choices: schemes, width: 200 },
    ],
    nameOf: (row: DocumentTemplateDto) => row.name,
  })
  const navigate = useNavigate()
  const columns = useDocumentTemplateColumns()

  return (
    <CrudPage
      page={page}
      title={t('route:workflowDocumentTemplate')}
      columns={columns}
      rowActions={(row, { edit, remove }) => [
        { label: t('list.design'), policy: documentTemplatePolicies.read, onClick: () => void navigate(documentTemplateDesignHref(row.id)) }, // prettier-ignore
        edit(row),
        remove(row),
      ]}
      form={(dialog, close) => <DocumentTemplateFormModal dialog={dialog} onClose={close} />}
    />
  )
}
