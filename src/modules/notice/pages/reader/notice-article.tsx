import { PushpinOutlined } from '@ant-design/icons'
import { Divider, Flex, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { MyNoticeDetailDto } from '@/modules/notice/api/notice-api'
import { formatDateTime } from '@/utils/date-format'
import { NoticeContent } from './notice-content'
import { PublishTime } from './publish-time'

/** One notice as its reader sees it: title, who published it and when, for whom, the content. */
export function NoticeArticle({ notice }: { notice: MyNoticeDetailDto }) {
  const { t } = useTranslation('notice')
  return (
    <article aria-labelledby="notice-title">
      <Typography.Title id="notice-title" level={3} style={{ marginTop: 0 }}>
        {notice.title}
      </Typography.Title>
      <Flex gap="small" wrap align="center">
        {notice.isPinned && (
          <Tag icon={<PushpinOutlined />} color="gold">
            {t('pinned')}
          </Tag>
        )}
        <Tag>{notice.projectId ? (notice.projName ?? '—') : t('everyone')}</Tag>
        <Typography.Text type="secondary">
          {t('publishedBy', { name: notice.publisherName ?? '—' })} ·{' '}
          {formatDateTime(notice.publishTime)} (<PublishTime value={notice.publishTime} />)
        </Typography.Text>
      </Flex>
      <Divider />
      <NoticeContent content={notice.content} format={notice.contentFormat} />
    </article>
  )
}
