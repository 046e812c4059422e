import { Flex, Form, Input, InputNumber, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  workAreaResource,
  workAreaTypeDictionary,
  type WorkAreaUpdateDto,
} from '@/modules/project/api/work-area-api'
import { CrudRecordModal } from '@/components/crud/crud-record-modal'
import { DictionarySelect } from '@/modules/system'
import type { CrudDialog } from '@/components/crud/use-dialog-record'
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
  const { htdId, htdLabel, onCreated } = props
  const { t } = useTranslation('work-area')
  return (
    <CrudRecordModal
      dialog={props.dialog}
      onClose={props.onClose}
      resource={workAreaResource}
      titles={{ create: t('createTitle'), edit: t('editTitle') }}
      defaults={defaults}
      toCreate={toInput}
      createWith={{ htdId }}
      onSaved={(_saved, isEdit) => !isEdit && onCreated()}
      fieldErrorCodes={fieldErrorCodes}
    >
      {({ record }) => (
        <>
          <Form.Item label={t('htd')}>
            <Typography.Text>
              {record ? `${record.projName} / ${record.htdName}` : htdLabel}
            </Typography.Text>
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
        </>
      )}
    </CrudRecordModal>
  )
}
