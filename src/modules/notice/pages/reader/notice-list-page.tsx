import { CheckOutlined } from '@ant-design/icons'
import { Button, Flex, Select, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { myNoticeQueries } from '@/modules/notice/api/notice-api'
import { CrudSearchForm, type SearchField } from '@/components/crud/crud-search-form'
import { CrudTable } from '@/components/crud/crud-table'
import { useCrudList } from '@/components/crud/use-crud-list'
import { useMessageApi } from '@/components/providers/message-api'
import { useTenantScope } from '@/query/query-scope'
import { usePageQuery } from '@/query/use-page-query'
import { useNoticeColumns } from './notice-columns'
import { useNoticeRead } from './use-notice-read'

const filterKeys = ['filter', 'isRead'] as const

/**
 * My notices (`/notice`): business-api.md §6.1 `notice/my`, in the server's fixed order (pinned
 * first, then the newest); the title and the read state filter, both in the URL.
 */
export default function NoticeListPage() {
  const { t } = useTranslation(['notice', 'crud', 'common'])
  const scope = useTenantScope()
  const message = useMessageApi()
  const list = useCrudList({ queries: myNoticeQueries, scope, filterKeys })
  const unread = usePageQuery(myNoticeQueries.unreadCount(scope))
  const { markRead, markAllRead } = useNoticeRead()

  const columns = useNoticeColumns({
    onMarkRead: (row) =>
      markRead.mutate(row.id, {
        onSuccess: () => void message.success(t('markedRead', { title: row.title })),
      }),
  })
  const readAll = () =>
    markAllRead.mutate(undefined, {
      onSuccess: () => void message.success(t('allMarkedRead')),
    })
  const searchFields: SearchField<(typeof filterKeys)[number]>[] = [
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
  ]
  const unreadCount = unread.data ?? 0

  return (
    <Flex vertical gap="middle">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route:notice')}
      </Typography.Title>
      <CrudSearchForm fields={searchFields} values={list.view.filters} onSearch={list.setFilters} />
      <Flex gap="middle" align="center">
        <Button
          type="primary"
          icon={<CheckOutlined />}
          loading={markAllRead.isPending}
          disabled={unread.isSuccess && unreadCount === 0}
          onClick={readAll}
        >
          {t('markAllRead')}
        </Button>
        {unread.isSuccess && (
          <Typography.Text type="secondary" role="status">
            {unreadCount ? t('unreadCount', { count: unreadCount }) : t('noUnread')}
          </Typography.Text>
        )}
      </Flex>
      <CrudTable list={list} columns={columns} rowKey="id" />
    </Flex>
  )
}
