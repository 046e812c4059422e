import { Form, Input, InputNumber } from 'antd'
import { useTranslation } from 'react-i18next'
import { CrudRecordModal } from '@/components/crud/crud-record-modal'
import type { CrudDialog } from '@/components/crud/use-dialog-record'
import { DictionarySelect } from '@/modules/system'
import { formResource } from '../../api/form-api'
import {
  emptyFormSchema as emptySchema,
  type FormCreateDto,
  type FormDto,
} from '../../api/form-dtos'

const defaults: Partial<FormCreateDto> = { sort: 0 }
const fieldErrorCodes = {
  'Workflow:DuplicateFormName': 'name',
  'Workflow:DuplicateFormCode': 'code',
}
const codePattern = /^[A-Za-z][A-Za-z0-9_-]*$/

type FormValues = Omit<FormCreateDto, 'schema'>

const tidy = (values: FormValues) => ({
  ...values,
  category: values.category || null,
  description: values.description?.trim() || null,
})

/**
 * A form's name, code, category and description (workflow-api.md §1). A new form starts with
 * an empty schema, drawn in the designer; an edit keeps the draft schema the record holds.
 */
export function FormFormModal(props: { dialog: CrudDialog; onClose: () => void }) {
  const { t } = useTranslation('workflow-form')
  return (
    <CrudRecordModal
      {...props}
      resource={formResource}
      titles={{ create: t('createTitle'), edit: t('editTitle') }}
      defaults={defaults}
      toCreate={(values: FormValues) => ({ ...tidy(values), schema: emptySchema })}
      toUpdate={(values: FormValues, record: FormDto | undefined) => ({
        ...tidy(values),
        // The dialog edits what the list shows; the schema is the designer's and goes back as read.
        schema: record?.schema ?? emptySchema,
        concurrencyStamp: record?.concurrencyStamp ?? '',
      })}
      fieldErrorCodes={fieldErrorCodes}
    >
      <Form.Item
        name="name"
        label={t('name')}
        rules={[{ required: true, whitespace: true }, { max: 64 }]}
      >
        <Input maxLength={64} showCount />
      </Form.Item>
      <Form.Item
        name="code"
        label={t('code')}
        rules={[{ required: true }, { max: 32 }, { pattern: codePattern, message: t('codeRule') }]}
      >
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item name="category" label={t('category')}>
        <DictionarySelect code="WorkflowCategory" allowClear />
      </Form.Item>
      <Form.Item name="sort" label={t('sort')} rules={[{ type: 'integer', min: 0, max: 9999 }]}>
        <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="description" label={t('description')} rules={[{ max: 500 }]}>
        <Input.TextArea maxLength={500} showCount rows={3} />
      </Form.Item>
    </CrudRecordModal>
  )
}
