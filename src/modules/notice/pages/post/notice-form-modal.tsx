import { Form, Input, Radio, Switch } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  NoticeContentFormat,
  noticeResource,
  type NoticeCreateDto,
  type NoticeDto,
} from '@/modules/notice/api/notice-api'
import { ProjectSelect } from '@/modules/project'
import { CrudRecordModal } from '@/components/crud/crud-record-modal'
import type { CrudDialog } from '@/components/crud/use-dialog-record'
import { ContentPreviewField } from './content-preview-field'
import { toNoticeForm, toNoticeInput, type NoticeFormValues } from './notice-form-rules'

const defaults: Partial<NoticeFormValues> = {
  contentFormat: NoticeContentFormat.PlainText,
  isPinned: false,
}

/**
 * Write or edit a draft (business-api.md §6.1): title 128, content 20000 as plain text or
 * Markdown with a live preview, for one project or everyone, pinned. Content the server refuses
 * as unsafe (`<script`, `javascript:` …) comes back on its field. A notice published meanwhile
 * is refused with `Base:NoticeNotEditable` (the server's message in its toast; typed values stay).
 */
export function NoticeFormModal(props: { dialog: CrudDialog; onClose: () => void }) {
  const { t } = useTranslation('post')
  return (
    <CrudRecordModal<NoticeDto, NoticeFormValues, NoticeCreateDto, NoticeCreateDto>
      {...props}
      resource={noticeResource}
      titles={{ create: t('createTitle'), edit: t('editTitle') }}
      defaults={defaults}
      toForm={toNoticeForm}
      toCreate={toNoticeInput}
    >
      <Form.Item
        name="title"
        label={t('title')}
        rules={[{ required: true, whitespace: true }, { max: 128 }]}
      >
        <Input maxLength={128} showCount />
      </Form.Item>
      <Form.Item name="contentFormat" label={t('contentFormat')}>
        <Radio.Group
          options={[
            { value: NoticeContentFormat.PlainText, label: t('formats.1') },
            { value: NoticeContentFormat.Markdown, label: t('formats.2') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="content"
        label={t('content')}
        extra={t('contentHelp')}
        rules={[{ required: true, whitespace: true }, { max: 20000 }]}
      >
        <Input.TextArea maxLength={20000} showCount autoSize={{ minRows: 6, maxRows: 16 }} />
      </Form.Item>
      <ContentPreviewField />
      <Form.Item name="projectId" label={t('project')} extra={t('projectHelp')}>
        <ProjectSelect allowClear placeholder={t('everyone')} />
      </Form.Item>
      <Form.Item name="isPinned" label={t('pinned')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </CrudRecordModal>
  )
}
