import { Flex, Form, Input, InputNumber } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  projectDictionaries,
  projectResource,
  type ProjectDto,
} from '@/modules/project/api/project-api'
import { CrudRecordModal } from '@/components/crud/crud-record-modal'
import { DictionarySelect } from '@/modules/system'
import { OrganizationSelect } from '@/modules/organization'
import type { CrudDialog } from '@/components/crud/use-dialog-record'
import { DateRangeFields } from '../shared-fields/date-range-fields'
import { codeRules } from '../shared-fields/project-field-rules'
import { projectUnitTypes } from '../shared-fields/unit-types'
import {
  newProjectValues,
  toProjectForm,
  toProjectInput,
  type ProjectFormValues,
} from './project-form-values'

const fieldErrorCodes = {
  'Base:DuplicateProjectName': 'projName',
  'Base:DuplicateProjectCode': 'projCode',
}

interface ProjectFormModalProps {
  dialog: CrudDialog
  /** A project was created (the page says who can see it). */
  onCreated: (project: ProjectDto) => void
  /** A project was changed: what else shows its name and order reloads. */
  onSaved: () => void
  onClose: () => void
}

/**
 * Create or edit a project (business-api.md §3.1): name 128, code 32 with its pattern, type and
 * status from their dictionaries, sort (the project switcher's order), dates (end not before
 * start), location 256, owner and constructor units, description 2000.
 */
export function ProjectFormModal({ onCreated, onSaved, ...props }: ProjectFormModalProps) {
  const { t } = useTranslation('project-list')
  return (
    <CrudRecordModal
      {...props}
      resource={projectResource}
      titles={{ create: t('createTitle'), edit: t('editTitle') }}
      defaults={newProjectValues}
      toForm={toProjectForm}
      toCreate={(values: ProjectFormValues) => toProjectInput(values)}
      onSaved={(project, isEdit) => (isEdit ? onSaved() : onCreated(project))}
      fieldErrorCodes={fieldErrorCodes}
    >
      <Form.Item
        name="projName"
        label={t('projName')}
        rules={[{ required: true, whitespace: true }, { max: 128 }]}
      >
        <Input maxLength={128} showCount />
      </Form.Item>
      <Flex gap="middle">
        <Form.Item
          name="projCode"
          label={t('projCode')}
          rules={codeRules(t('codePattern'))}
          style={{ flex: 1 }}
        >
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item
          name="sort"
          label={t('sort')}
          tooltip={t('sortHint')}
          rules={[{ type: 'integer', min: 0, max: 9999 }]}
          style={{ flex: 1 }}
        >
          <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Flex>
      <Flex gap="middle">
        <Form.Item name="projType" label={t('projType')} style={{ flex: 1 }}>
          <DictionarySelect code={projectDictionaries.type} allowClear />
        </Form.Item>
        <Form.Item name="status" label={t('status')} style={{ flex: 1 }}>
          <DictionarySelect code={projectDictionaries.status} />
        </Form.Item>
      </Flex>
      <DateRangeFields
        startLabel={t('startDate')}
        endLabel={t('endDate')}
        orderMessage={t('dateOrder')}
      />
      <Form.Item name="location" label={t('location')} rules={[{ max: 256 }]}>
        <Input maxLength={256} />
      </Form.Item>
      <Form.Item name="ownerOrgId" label={t('ownerOrg')}>
        <OrganizationSelect orgTypes={projectUnitTypes} placeholder={t('chooseOrg')} />
      </Form.Item>
      <Form.Item name="constructorOrgId" label={t('constructorOrg')}>
        <OrganizationSelect orgTypes={projectUnitTypes} placeholder={t('chooseOrg')} />
      </Form.Item>
      <Form.Item name="description" label={t('description')} rules={[{ max: 2000 }]}>
        <Input.TextArea maxLength={2000} showCount rows={3} />
      </Form.Item>
    </CrudRecordModal>
  )
}
