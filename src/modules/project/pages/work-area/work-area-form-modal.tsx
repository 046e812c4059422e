import { Flex, Form, Input, InputNumber, Typography } from 'antd'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import {
  workAreaResource,
  workAreaTypeDictionary,
  type WorkAreaDto,
  type WorkAreaUpdateDto,
} from '@/modules/project/api/work-area-api'
import { CrudFormModal } from '@/components/crud/crud-form-modal'
import { DictionarySelect } from '@/modules/system'
import { useDialogRecord, type CrudDialog } from '@/components/crud/use-dialog-record'
import { ChainageInput } from './chainage-input'
import { chainageRules } from './chainage-form-rules'

type WorkAreaValues = Omit<WorkAreaUpdateDto, 'concurrencyStamp'>

const defaults: Partial<WorkAreaValues> = { sort: 0 }
const codePattern = /^[A-Za-z0-9][A-Za-z0-9_-]*$/
const fieldErrorCodes = {
  'Base:DuplicateWorkAreaName': 'name',
  'Base:DuplicateWorkAreaCode': 'code',
  'Base:UnknownDictionaryValue': 'type',
}

function toForm(row: WorkAreaDto): Partial<WorkAreaValues> {
  const { name, code, type, sort, startChainage, endChainage, description } = row
  return { name, code, type, sort, startChainage, endChainage, description }
}

/** What the server gets: empty optional values as null (business-api.md §0.4). */
function toInput(values: WorkAreaValues): WorkAreaValues {
  return {
    ...values,
    type: values.type || null,
    startChainage: values.startChainage ?? null,
    endChainage: values.endChainage ?? null,
    description: values.description?.trim() || null,
  }
}

interface WorkAreaFormModalProps {
  dialog: CrudDialog
  /** The contract section the list shows; a new area belongs to it. */
  htdId: string
  /** That htd as `一标段 (DH01)`, shown read-only. */
  htdLabel: string
  /** A new area was saved (counts of areas elsewhere reload). */
  onCreated: () => void
  onClose: () => void
}

/**
 * Create or edit a work area (business-api.md §3.3): name 64, code 32 with its pattern, type from
 * the WorkAreaType dictionary, sort, chainages in metres or as stakes (both or neither, end not
 * below start), description 500. Mounted per opening, so an edit reads the record afresh.
 */
export function WorkAreaFormModal(props: WorkAreaFormModalProps) {
  const { dialog, htdId, htdLabel, onCreated, onClose } = props
  const { t } = useTranslation('work-area')
  const editId = dialog.mode === 'edit' ? dialog.id : ''
  const { record, isLoading, reload, create, update } = useDialogRecord(workAreaResource, editId)
  const data = record.data
  const initialValues = useMemo(() => (editId ? data && toForm(data) : defaults), [editId, data])

  const submit = (values: WorkAreaValues) => {
    const input = toInput(values)
    if (!editId) return create.mutateAsync({ ...input, htdId }).then(onCreated)
    return update.mutateAsync({
      id: editId,
      input: { ...input, concurrencyStamp: data?.concurrencyStamp },
    })
  }

  return (
    <CrudFormModal<WorkAreaValues>
      open
      title={editId ? t('editTitle') : t('createTitle')}
      initialValues={initialValues}
      loading={isLoading}
      onSubmit={submit}
      onClose={onClose}
      onStale={reload}
      fieldErrorCodes={fieldErrorCodes}
    >
      <Form.Item label={t('htd')}>
        <Typography.Text>{data ? `${data.projName} / ${data.htdName}` : htdLabel}</Typography.Text>
      </Form.Item>
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
          { pattern: codePattern, message: t('codePattern') },
        ]}
      >
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item name="type" label={t('type')}>
        <DictionarySelect code={workAreaTypeDictionary} allowClear />
      </Form.Item>
      <Flex gap="middle">
        <Form.Item
          name="startChainage"
          label={t('startChainage')}
          dependencies={['endChainage']}
          rules={chainageRules(t, 'startChainage')}
          style={{ flex: 1 }}
        >
          <ChainageInput />
        </Form.Item>
        <Form.Item
          name="endChainage"
          label={t('endChainage')}
          dependencies={['startChainage']}
          rules={chainageRules(t, 'endChainage')}
          style={{ flex: 1 }}
        >
          <ChainageInput />
        </Form.Item>
      </Flex>
      <Form.Item name="sort" label={t('sort')} rules={[{ type: 'integer', min: 0, max: 9999 }]}>
        <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="description" label={t('description')} rules={[{ max: 500 }]}>
        <Input.TextArea maxLength={500} showCount rows={3} />
      </Form.Item>
    </CrudFormModal>
  )
}
