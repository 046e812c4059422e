import { useQuery } from '@tanstack/react-query'
import { Form, Input, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { ProjectSelect } from '@/modules/project'
import { DictionarySelect } from '@/modules/system'
import { CrudRecordModal } from '@/components/crud/crud-record-modal'
import type { CrudDialog } from '@/components/crud/use-dialog-record'
import { useTenantScope } from '@/query/query-scope'
import { schemeFormQueries, schemeResource } from '../../api/scheme-api'
import {
  newSchemeModel,
  toSchemeCreate,
  toSchemeUpdate,
  type SchemeFormValues,
} from './scheme-list-rules'

const fieldErrorCodes = {
  'Workflow:DuplicateSchemeName': 'name',
  'Workflow:DuplicateSchemeCode': 'code',
}
const codePattern = /^[A-Za-z][A-Za-z0-9_-]*$/

/**
 * Create or edit a scheme's heading (workflow-api.md §2): name 64 (unique in its project scope),
 * code 32 (unique, the form code's pattern), category, project (none: every project), form (a
 * published one), description. The flow itself is drawn in the designer.
 */
export function SchemeFormModal(props: { dialog: CrudDialog; onClose: () => void }) {
  const { t } = useTranslation('workflow-scheme')
  const forms = useQuery(schemeFormQueries.list(useTenantScope()))
  return (
    <CrudRecordModal
      {...props}
      resource={schemeResource}
      titles={{ create: t('createTitle'), edit: t('editTitle') }}
      toCreate={(values: SchemeFormValues) =>
        toSchemeCreate(
          values,
          newSchemeModel(t('nodeTypes.1'), () => crypto.randomUUID()),
        )
      }
      toUpdate={(values, record) => toSchemeUpdate(values, record!)}
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
        rules={[
          { required: true, whitespace: true },
          { max: 32 },
          { pattern: codePattern, message: t('codeRule') },
        ]}
      >
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item name="category" label={t('category')}>
        <DictionarySelect code="WorkflowCategory" allowClear />
      </Form.Item>
      <Form.Item name="projectId" label={t('project')} extra={t('projectHelp')}>
        <ProjectSelect allowClear placeholder={t('anyProject')} />
      </Form.Item>
      <Form.Item name="formId" label={t('form')} rules={[{ required: true }]} extra={t('formHelp')}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={forms.isPending}
          options={(forms.data ?? []).map((f) => ({ value: f.id, label: `${f.name} (${f.code})` }))}
        />
      </Form.Item>
      <Form.Item name="description" label={t('description')} rules={[{ max: 500 }]}>
        <Input.TextArea maxLength={500} rows={3} />
      </Form.Item>
    </CrudRecordModal>
  )
}
