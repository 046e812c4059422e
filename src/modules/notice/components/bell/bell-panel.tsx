import { Button, Flex, Typography } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { myNoticeQueries, type MyNoticeDto } from '@/modules/notice/api/notice-api'
import { useNoticeRead } from '@/modules/notice/pages/reader/use-notice-read'
import { UnreadMark } from '@/modules/notice/pages/reader/unread-mark'
import { todoQueries, TodoStatus, type TodoDto } from '@/modules/todo'
import { usePageQuery } from '@/query/use-page-query'
import { useTenantScope } from '@/query/query-scope'
import type { bellState } from './bell-rules'
import styles from './bell-panel.module.css'

const latestNotices = { skipCount: 0, maxResultCount: 5 }
const nextTodos = { skipCount: 0, maxResultCount: 5, status: TodoStatus.Pending }

interface BellPanelProps {
  counts: ReturnType<typeof bellState>
  /** A link was followed: the bell closes its panel. */
  onNavigate: () => void
}

function NoticeItem({ notice, onNavigate }: { notice: MyNoticeDto; onNavigate: () => void }) {
  return (
    <li className={styles.item}>
      <UnreadMark isRead={notice.isRead} />
      <Link
        to={`/notice/view?id=${encodeURIComponent(notice.id)}`}
        className={notice.isRead ? styles.title : `${styles.title} ${styles.unread}`}
        onClick={onNavigate}
      >
        {notice.title}
      </Link>
    </li>
  )
}

function TodoItem({ todo, onNavigate }: { todo: TodoDto; onNavigate: () => void }) {
  const { t } = useTranslation('bell-panel')
  // A to-do's link is an in-app path (business-api §6.2): its notice, its approval step.
  return (
    <li className={styles.item}>
      <Link to={todo.link ?? '/todo'} className={styles.title} onClick={onNavigate}>
        {todo.title}
      </Link>
      {todo.isOverdue && <Typography.Text type="danger">{t('overdue')}</Typography.Text>}
    </li>
  )
}

interface SectionProps {
  title: string
  more: ReactNode
  children: ReactNode
}

function Section({ title, more, children }: SectionProps) {
  return (
    <section className={styles.section} aria-label={title}>
      <Flex justify="space-between" align="baseline" gap={8}>
        <Typography.Text strong>{title}</Typography.Text>
        {more}
      </Flex>
      {children}
    </section>
  )
}

/**
 * The bell's panel: the five latest notices (unread marked) with "mark all read", the next five
 * pending to-dos (overdue marked), and the way to each page. Marking read refreshes the counts, the
 * lists and the dashboard's cards (useNoticeRead): the notice to-dos close with the notices.
 */
export function BellPanel({ counts, onNavigate }: BellPanelProps) {
  const { t } = useTranslation('bell-panel')
  const scope = useTenantScope()
  const notices = usePageQuery({
    ...myNoticeQueries.list(scope, latestNotices),
    meta: { silent: true },
  })
  const todos = usePageQuery({ ...todoQueries.list(scope, nextTodos), meta: { silent: true } })
  const { markAllRead } = useNoticeRead()

  const noticeItems = notices.data?.items ?? []
  const todoItems = todos.data?.items ?? []
  return (
    <Flex vertical gap={12}>
      <Section
        title={t('notices', { count: counts.noticeUnread })}
        more={
          <Button
            size="small"
            type="link"
            disabled={counts.noticeUnread === 0}
            loading={markAllRead.isPending}
            onClick={() => markAllRead.mutate()}
          >
            {t('markAllRead')}
          </Button>
        }
      >
        {notices.isError ? (
          <Typography.Text type="danger">{t('loadFailed')}</Typography.Text>
        ) : noticeItems.length === 0 && !notices.isPending ? (
          <Typography.Text type="secondary">{t('noNotices')}</Typography.Text>
        ) : (
          <ul className={styles.list}>
            {noticeItems.map((notice) => (
              <NoticeItem key={notice.id} notice={notice} onNavigate={onNavigate} />
            ))}
          </ul>
        )}
        <Link to="/notice" onClick={onNavigate}>
          {t('allNotices')}
        </Link>
      </Section>
      <Section
        title={t('todos', { count: counts.todoPending })}
        more={
          counts.hasOverdue && (
            <Typography.Text type="danger">
              {t('overdueTodos', { count: counts.todoOverdue })}
            </Typography.Text>
          )
        }
      >
        {todos.isError ? (
          <Typography.Text type="danger">{t('loadFailed')}</Typography.Text>
        ) : todoItems.length === 0 && !todos.isPending ? (
          <Typography.Text type="secondary">{t('noTodos')}</Typography.Text>
        ) : (
          <ul className={styles.list}>
            {todoItems.map((todo) => (
              <TodoItem key={todo.id} todo={todo} onNavigate={onNavigate} />
            ))}
          </ul>
        )}
        <Link to="/todo" onClick={onNavigate}>
          {t('allTodos')}
        </Link>
      </Section>
    </Flex>
  )
}
