import { CheckOutlined, NotificationOutlined } from '@ant-design/icons'
import { Button, Flex, Select, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { myNoticeQueries, noticePolicies, type MyNoticeDto } from '@/modules/notice/api/notice-api'
import { Granted } from '@/access/granted'
import { CrudPage } from '@/components/crud/crud-page'
import { useCrudPage } from '@/components/crud/use-crud-page'
import { useMessageApi } from '@/components/providers/message-api'
import { usePageQuery } from '@/query/use-page-query'
import { useNoticeColumns } from './notice-columns'
import { useNoticeRead } from './use-notice-read'

/**
 * My notices (`/notice`): business-api.md §6.1 `notice/my`, in the server's fixed order (pinned
 * first, then the newest); the title and the read state filter, both in the URL.
 */
export default function NoticeListPage() {
  const { t } = useTranslation(['notice', 'crud', 'common'])
  const message = useMessageApi()
  const navigate = useNavigate()
  const page = useCrudPage({
    queries: myNoticeQueries,
    filterKeys: ['filter', 'isRead'],
    nameOf: (row: MyNoticeDto) => row.title,
  })
  const unread = usePageQuery(myNoticeQueries.unreadCount(page.scope))
  const { markRead, markAllRead } = useNoticeRead()
  const unreadCount = unread.data ?? 0
  return (
    <CrudPage
      page={page}
      title={t('route:notice')}
      search={[
        { name: 'filter', label: t('title') },
        {
          name: 'isRead',
          label: t('readState'),
          input: (
            <Select
              allowClear
              style={{ width: 140 }}
              placeholder={t('all')}
              options={[
                { value: 'false', label: t('unreadOnly') },
                { value: 'true', label: t('readOnly') },
              ]}
            />
          ),
        },
      ]}
      beforeTable={
        <Flex gap="middle" align="center">
          <Button
            type="primary"
            icon={<CheckOutlined />}
            loading={markAllRead.isPending}
            disabled={unread.isSuccess && unreadCount === 0}
            onClick={() =>
              markAllRead.mutate(undefined, {
                onSuccess: () => void message.success(t('allMarkedRead')),
              })
            }
          >
            {t('markAllRead')}
          </Button>
          {unread.isSuccess && (
            <Typography.Text type="secondary" role="status">
              {unreadCount ? t('unreadCount', { count: unreadCount }) : t('noUnread')}
            </Typography.Text>
          )}
          <Granted policy={noticePolicies.read}>
            <Button
              icon={<NotificationOutlined />}
              style={{ marginInlineStart: 'auto' }}
              onClick={() => void navigate('/post')}
            >
              {t('publishNotices')}
            </Button>
          </Granted>
        </Flex>
      }
      columns={useNoticeColumns({
        onMarkRead: (row) =>
          markRead.mutate(row.id, {
            onSuccess: () => void message.success(t('markedRead', { title: row.title })),
          }),
      })}
    />
  )
}
