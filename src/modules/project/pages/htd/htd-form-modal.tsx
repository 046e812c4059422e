import { Flex, Form, Input, InputNumber, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { htdResource } from '@/modules/project/api/htd-api'
import { CrudRecordModal } from '@/components/crud/crud-record-modal'
import { OrganizationSelect } from '@/modules/organization'
import type { CrudDialog } from '@/components/crud/use-dialog-record'
import { DateRangeFields } from '../shared-fields/date-range-fields'
import { codeRules } from '../shared-fields/project-field-rules'
import { sectionUnitTypes } from '../shared-fields/unit-types'
import { AmountInput } from './amount-input'
import { newHtdValues, toHtdForm, toHtdInput, type HtdFormValues } from './htd-form-values'

const fieldErrorCodes = {
  'Base:DuplicateHtdName': 'htdName',
  'Base:DuplicateHtdCode': 'htdCode',
}

interface HtdFormModalProps {
  dialog: CrudDialog
  /** The project the list shows; a new section belongs to it. */
  projectId: string
  /** That project as `东环高速公路改扩建工程 (DHGS-2023)`, shown read-only. */
  projectLabel: string
  /** A section of `projectId` was saved: what else shows it reloads. */
  onSaved: (projectId: string) => void
  onClose: () => void
}

/**
 * Create or edit a contract section (business-api.md §3.2): name 64, code 32 with its pattern,
 * sort, contractor and supervisor from the organisation tree, amount (yuan, two decimals), dates
 * (end not before start). The project is fixed once created.
 */
export function HtdFormModal({ projectId, projectLabel, onSaved, ...props }: HtdFormModalProps) {
  const { t } = useTranslation('htd')
  return (
    <CrudRecordModal
      {...props}
      resource={htdResource}
      titles={{ create: t('createTitle'), edit: t('editTitle') }}
      defaults={newHtdValues}
      toForm={toHtdForm}
      toCreate={(values: HtdFormValues) => ({ ...toHtdInput(values), projectId })}
      toUpdate={(values, row) => ({
        ...toHtdInput(values),
        concurrencyStamp: row?.concurrencyStamp,
      })}
      onSaved={(saved, isEdit) => onSaved(isEdit ? saved.projectId : projectId)}
      fieldErrorCodes={fieldErrorCodes}
    >
      {({ isEdit, record }) => (
        <>
          <Form.Item label={t('project')}>
            <Typography.Text>{isEdit ? record?.projName : projectLabel}</Typography.Text>
          </Form.Item>
          <Form.Item
            name="htdName"
            label={t('htdName')}
            rules={[{ required: true, whitespace: true }, { max: 64 }]}
          >
            <Input maxLength={64} showCount />
          </Form.Item>
          <Flex gap="middle">
            <Form.Item
              name="htdCode"
              label={t('htdCode')}
              rules={codeRules(t('codePattern'))}
              style={{ flex: 1 }}
            >
              <Input maxLength={32} />
            </Form.Item>
            <Form.Item
              name="sort"
              label={t('sort')}
              rules={[{ type: 'integer', min: 0, max: 9999 }]}
              style={{ flex: 1 }}
            >
              <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Flex>
          <Form.Item name="contractorOrgId" label={t('contractorOrg')}>
            <OrganizationSelect orgTypes={sectionUnitTypes} placeholder={t('chooseOrg')} />
          </Form.Item>
          <Form.Item name="supervisorOrgId" label={t('supervisorOrg')}>
            <OrganizationSelect orgTypes={sectionUnitTypes} placeholder={t('chooseOrg')} />
          </Form.Item>
          <Form.Item name="amount" label={t('amount')}>
            <AmountInput />
          </Form.Item>
          <DateRangeFields
            startLabel={t('startDate')}
            endLabel={t('endDate')}
            orderMessage={t('dateOrder')}
          />
        </>
      )}
    </CrudRecordModal>
  )
}
