import { theme } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import {
  todoLink,
  todoQueries,
  TodoStatus,
  type TodoDto,
  type TodoSummaryDto,
} from '@/modules/todo'
import { useTenantScope } from '@/query/query-scope'
import { usePageQuery } from '@/query/use-page-query'
import { formatDateTime } from '@/utils/date-format'
import { CardNote, QueryContent } from '../card-states'
import { DashboardCard } from '../dashboard-card'
import styles from '../dashboard-page.module.css'

const nextInput = { skipCount: 0, maxResultCount: 5, status: TodoStatus.Pending }

function TodoSummary({ summary }: { summary: TodoSummaryDto }) {
  const { t } = useTranslation('dashboard')
  const { token } = theme.useToken()
  const figures = [
    { key: 'pending', value: summary.pending, color: token.colorText },
    {
      key: 'overdue',
      value: summary.overdue,
      color: summary.overdue ? token.colorError : token.colorText,
    },
    { key: 'dueToday', value: summary.dueToday, color: token.colorText },
  ] as const
  return (
    <dl className={styles.figures}>
      {figures.map(({ key, value, color }) => (
        <div key={key} className={styles.figure}>
          <dt style={{ color: token.colorTextSecondary }}>{t(`todos.${key}`)}</dt>
          <dd style={{ color }}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function NextTodo({ todo }: { todo: TodoDto }) {
  const { t } = useTranslation('dashboard')
  const { token } = theme.useToken()
  const overdue = todo.isOverdue && todo.status === TodoStatus.Pending
  return (
    <li className={styles.item}>
      {/* Where the to-do leads (an approval opens its task); one with no link, the to-do list. */}
      <Link to={todoLink(todo) ?? '/todo'} className={styles.itemTitle} title={todo.title}>
        {todo.title}
      </Link>
      <span
        className={styles.itemMeta}
        style={{ color: overdue ? token.colorError : token.colorTextSecondary }}
      >
        {todo.dueTime ? formatDateTime(todo.dueTime) : t('todos.noDueTime')}
        {overdue && ` · ${t('todos.overdue')}`}
      </span>
    </li>
  )
}

function TodoContent() {
  const { t } = useTranslation('dashboard')
  const scope = useTenantScope()
  const summary = usePageQuery({ ...todoQueries.summary(scope), meta: { silent: true } })
  const next = usePageQuery({ ...todoQueries.list(scope, nextInput), meta: { silent: true } })
  return (
    <>
      <QueryContent query={summary} rows={1}>
        {(data) => <TodoSummary summary={data} />}
      </QueryContent>
      <QueryContent query={next}>
        {({ items }) =>
          items.length === 0 ? (
            <CardNote>{t('todos.empty')}</CardNote>
          ) : (
            <ul className={styles.list} aria-label={t('todos.next')}>
              {items.map((todo) => (
                <NextTodo key={todo.id} todo={todo} />
              ))}
            </ul>
          )
        }
      </QueryContent>
    </>
  )
}

/** My to-dos (business-api.md §6.2): the summary's counts and the next five pending ones. */
export function TodoCard() {
  const { t } = useTranslation('dashboard')
  return (
    <DashboardCard title={t('todos.title')} more={{ to: '/todo', label: t('todos.all') }}>
      <TodoContent />
    </DashboardCard>
  )
}
