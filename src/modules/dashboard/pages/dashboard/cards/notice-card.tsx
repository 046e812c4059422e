import { PushpinOutlined } from '@ant-design/icons'
import { Badge, theme } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { myNoticeQueries, type MyNoticeDto } from '@/modules/notice'
import { useTenantScope } from '@/query/query-scope'
import { usePageQuery } from '@/query/use-page-query'
import { formatDate, formatDateTime } from '@/utils/date-format'
import { CardNote, QueryContent } from '../card-states'
import { DashboardCard } from '../dashboard-card'
import styles from '../dashboard-page.module.css'
import hidden from '@/styles/visually-hidden.module.css'

const latestInput = { skipCount: 0, maxResultCount: 5 }

function LatestNotice({ notice }: { notice: MyNoticeDto }) {
  const { t } = useTranslation('dashboard')
  const { token } = theme.useToken()
  return (
    <li className={styles.item}>
      {/* Not by colour alone: the dot has its word for screen readers, the title its weight. */}
      <span aria-hidden style={{ visibility: notice.isRead ? 'hidden' : undefined }}>
        <Badge status="processing" />
      </span>
      {!notice.isRead && <span className={hidden.visuallyHidden}>{t('notices.unread')}</span>}
      {notice.isPinned && (
        <PushpinOutlined aria-label={t('notices.pinned')} style={{ color: token.colorWarning }} />
      )}
      <Link
        to={`/notice/view?id=${encodeURIComponent(notice.id)}`}
        className={styles.itemTitle}
        title={notice.title}
        style={{ fontWeight: notice.isRead ? undefined : 600 }}
      >
        {notice.title}
      </Link>
      <time
        dateTime={notice.publishTime}
        title={formatDateTime(notice.publishTime)}
        className={styles.itemMeta}
        style={{ color: token.colorTextSecondary }}
      >
        {formatDate(notice.publishTime)}
      </time>
    </li>
  )
}

/**
 * The latest notices (business-api.md §6.1, pinned first). Under the reader's keys, which marking
 * a notice read invalidates: coming back from a notice shows it read.
 */
function NoticeContent() {
  const { t } = useTranslation('dashboard')
  const query = usePageQuery({
    ...myNoticeQueries.list(useTenantScope(), latestInput),
    meta: { silent: true },
  })
  return (
    <QueryContent query={query} rows={5}>
      {({ items }) =>
        items.length === 0 ? (
          <CardNote>{t('notices.empty')}</CardNote>
        ) : (
          <ul className={styles.list}>
            {items.map((notice) => (
              <LatestNotice key={notice.id} notice={notice} />
            ))}
          </ul>
        )
      }
    </QueryContent>
  )
}

export function NoticeCard() {
  const { t } = useTranslation('dashboard')
  return (
    <DashboardCard title={t('notices.title')} more={{ to: '/notice', label: t('notices.all') }}>
      <NoticeContent />
    </DashboardCard>
  )
}
