import { DatePicker, Form, Radio, Typography } from 'antd'
import type { Dayjs } from 'dayjs'
import { useTranslation } from 'react-i18next'
import type { NoticeDto } from '@/modules/notice/api/notice-api'
import { CrudFormModal } from '@/components/crud/crud-form-modal'
import { useMessageApi } from '@/components/providers/message-api'
import { isPublishTimeTooEarly, toPublishTime, type PublishWhen } from './post-rules'
import { useNoticePublishing } from './use-notice-publishing'

interface PublishValues {
  when: PublishWhen
  publishTime?: Dayjs | null
}

const initialValues: PublishValues = { when: 'now' }
const dateTimeFormat = 'YYYY-MM-DD HH:mm'

/**
 * Publish a draft or withdrawn notice now or at a later time (business-api.md §6.1). A time more
 * than 5 minutes in the past is refused on the field here, and by the server (its V5 on
 * `publishTime` lands on the same field).
 */
export function PublishModal({ notice, onClose }: { notice: NoticeDto; onClose: () => void }) {
  const { t } = useTranslation('post')
  const message = useMessageApi()
  const { publish } = useNoticePublishing()
  const submit = async (values: PublishValues) => {
    const publishTime = toPublishTime(values.when, values.publishTime)
    await publish.mutateAsync({ id: notice.id, publishTime })
    void message.success(t(publishTime ? 'scheduledDone' : 'publishedDone', { name: notice.title }))
    onClose()
  }
  return (
    <CrudFormModal<PublishValues>
      open
      title={t('publishTitle', { name: notice.title })}
      initialValues={initialValues}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">
        {notice.projectId
          ? t('publishFor', { name: notice.projName ?? '—' })
          : t('publishForEveryone')}
      </Typography.Paragraph>
      <Form.Item name="when" label={t('publishWhen')}>
        <Radio.Group
          options={[
            { value: 'now', label: t('publishNow') },
            { value: 'later', label: t('publishLater') },
          ]}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={['when']}>
        {({ getFieldValue }) =>
          getFieldValue('when') === 'later' && (
            <Form.Item
              name="publishTime"
              label={t('publishTime')}
              extra={t('publishTimeHelp')}
              rules={[
                { required: true },
                {
                  validator: (_rule, value?: Dayjs | null) =>
                    value && isPublishTimeTooEarly(value.valueOf(), Date.now())
                      ? Promise.reject(new Error(t('publishTimeTooEarly')))
                      : Promise.resolve(),
                },
              ]}
            >
              <DatePicker
                showTime={{ format: 'HH:mm' }}
                format={dateTimeFormat}
                style={{ width: '100%' }}
              />
            </Form.Item>
          )
        }
      </Form.Item>
    </CrudFormModal>
  )
}
