import { Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { todoQueries } from '@/modules/todo/api/todo-api'
import { useTenantScope } from '@/query/query-scope'
import { usePageQuery } from '@/query/use-page-query'

/** "12 pending · 3 overdue · 2 due today" (`todo/my/summary`); nothing while it loads or fails. */
export function TodoSummary() {
  const { t } = useTranslation('todo')
  const { data } = usePageQuery({
    ...todoQueries.summary(useTenantScope()),
    meta: { silent: true },
  })
  if (!data) return null
  return (
    <Typography.Text type="secondary" role="status">
      {t('summary.pending', { count: data.pending })} ·{' '}
      <Typography.Text type={data.overdue ? 'danger' : 'secondary'}>
        {t('summary.overdue', { count: data.overdue })}
      </Typography.Text>{' '}
      · {t('summary.dueToday', { count: data.dueToday })}
    </Typography.Text>
  )
}
