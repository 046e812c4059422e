import { PushpinOutlined } from '@ant-design/icons'
import { Flex, Tag, Typography, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router-dom'
import type { MyNoticeDto } from '@/modules/notice/api/notice-api'
import { useActionsColumn } from '@/components/crud/table-columns'
import type { NoticeViewState } from './notice-rules'
import { PublishTime } from './publish-time'
import { UnreadMark } from './unread-mark'

/** The reader's routes need sign-in only: their buttons ask for no permission. */
const anyone: readonly string[] = []

/** The columns of my notices (the server's fixed order: pinned first, then the newest). */
export function useNoticeColumns({
  onMarkRead,
}: {
  onMarkRead: (row: MyNoticeDto) => void
}): TableColumnsType<MyNoticeDto> {
  const { t } = useTranslation('notice')
  const { search } = useLocation()
  const state: NoticeViewState = { listSearch: search }
  return [
    {
      key: 'title',
      dataIndex: 'title',
      title: t('title'),
      render: (title: string, row) => (
        <Flex vertical gap={2}>
          <Flex gap="small" align="center">
            <UnreadMark isRead={row.isRead} />
            {row.isPinned && (
              <Tag icon={<PushpinOutlined />} color="gold">
                {t('pinned')}
              </Tag>
            )}
            <Link
              to={`/notice/view?id=${encodeURIComponent(row.id)}`}
              state={state}
              style={{ fontWeight: row.isRead ? undefined : 600 }}
            >
              {title}
            </Link>
          </Flex>
          <Typography.Text type="secondary" ellipsis style={{ maxWidth: 560 }}>
            {row.summary}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'projName',
      dataIndex: 'projName',
      title: t('project'),
      render: (name: string | null, row) => (row.projectId ? (name ?? '—') : t('everyone')),
    },
    { key: 'publisherName', dataIndex: 'publisherName', title: t('publisher') },
    {
      key: 'publishTime',
      dataIndex: 'publishTime',
      title: t('publishTime'),
      render: (time: string) => <PublishTime value={time} />,
    },
    useActionsColumn((row) => ({
      record: row.title,
      actions: [
        {
          label: t('markRead'),
          policy: anyone,
          hidden: row.isRead,
          onClick: () => onMarkRead(row),
        },
      ],
    })),
  ]
}
