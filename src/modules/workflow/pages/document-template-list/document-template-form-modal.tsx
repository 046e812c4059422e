import { Form, Input, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { CrudRecordModal } from '@/components/crud/crud-record-modal'
import type { CrudDialog } from '@/components/crud/use-dialog-record'
import { documentTemplateResource } from '../../api/document-template-api'
import type { DocumentTemplateDto } from '../../api/document-template-dtos'
import { useSchemeChoices } from '../../components/use-scheme-choices'

const fieldErrorCodes = { 'Workflow:DuplicateDocumentTemplateName': 'name' }

interface TemplateValues {
  name: string
  schemeId?: string | null
}

const tidy = (values: TemplateValues) => ({ name: values.name, schemeId: values.schemeId || null })

/**
 * A template's name and the scheme whose instances it prints (workflow-api.md §7). The base PDF
 * and the slots are the designer's: an edit sends the slots back as the record holds them.
 */
export function DocumentTemplateFormModal(props: { dialog: CrudDialog; onClose: () => void }) {
  const { t } = useTranslation('workflow-document')
  const schemes = useSchemeChoices()
  return (
    <CrudRecordModal
      {...props}
      resource={documentTemplateResource}
      titles={{ create: t('list.createTitle'), edit: t('list.editTitle') }}
      toCreate={(values: TemplateValues) => ({ ...tidy(values), slots: [] })}
      toUpdate={(values: TemplateValues, record: DocumentTemplateDto | undefined) => ({
        ...tidy(values),
        slots: record?.slots ?? [],
        concurrencyStamp: record?.concurrencyStamp ?? '',
      })}
      fieldErrorCodes={fieldErrorCodes}
    >
      <Form.Item
        name="name"
        label={t('list.name')}
        rules={[{ required: true, whitespace: true }, { max: 128 }]}
      >
        <Input maxLength={128} showCount />
      </Form.Item>
      <Form.Item name="schemeId" label={t('list.scheme')} extra={t('list.schemeHelp')}>
        <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={schemes} />
      </Form.Item>
    </CrudRecordModal>
  )
}
