import { Flex, Form, Input, InputNumber, Typography } from 'antd'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { htdResource } from '@/modules/project/api/htd-api'
import { CrudFormModal } from '@/components/crud/crud-form-modal'
import { OrganizationSelect } from '@/modules/organization'
import { useDialogRecord, type CrudDialog } from '@/components/crud/use-dialog-record'
import { DateRangeFields } from '../shared-fields/date-range-fields'
import { codeRules } from '../shared-fields/project-field-rules'
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
export function HtdFormModal(props: HtdFormModalProps) {
  const { dialog, projectId, projectLabel, onSaved, onClose } = props
  const { t } = useTranslation('htd')
  const editId = dialog.mode === 'edit' ? dialog.id : ''
  const { record, isLoading, reload, create, update } = useDialogRecord(htdResource, editId)
  const data = record.data
  const initialValues = useMemo(
    () => (editId ? data && toHtdForm(data) : newHtdValues),
    [editId, data],
  )

  const submit = async (values: HtdFormValues) => {
    const input = toHtdInput(values)
    if (!editId) {
      await create.mutateAsync({ ...input, projectId })
      return onSaved(projectId)
    }
    const saved = await update.mutateAsync({
      id: editId,
      input: { ...input, concurrencyStamp: data?.concurrencyStamp },
    })
    onSaved(saved.projectId)
  }

  return (
    <CrudFormModal<HtdFormValues>
      open
      title={editId ? t('editTitle') : t('createTitle')}
      initialValues={initialValues}
      loading={isLoading}
      onSubmit={submit}
      onClose={onClose}
      onStale={reload}
      fieldErrorCodes={fieldErrorCodes}
    >
      <Form.Item label={t('project')}>
        <Typography.Text>{editId ? data?.projName : projectLabel}</Typography.Text>
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
        <OrganizationSelect placeholder={t('chooseOrg')} />
      </Form.Item>
      <Form.Item name="supervisorOrgId" label={t('supervisorOrg')}>
        <OrganizationSelect placeholder={t('chooseOrg')} />
      </Form.Item>
      <Form.Item name="amount" label={t('amount')}>
        <AmountInput />
      </Form.Item>
      <DateRangeFields
        startLabel={t('startDate')}
        endLabel={t('endDate')}
        orderMessage={t('dateOrder')}
      />
    </CrudFormModal>
  )
}
