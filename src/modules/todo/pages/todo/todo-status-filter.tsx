import { Segmented } from 'antd'
import { useTranslation } from 'react-i18next'
import { TodoStatus } from '@/modules/todo/api/todo-api'
import { readStatusFilter } from './todo-rules'

const all = 'all'

/** All / Pending / Done / Cancelled: the `status` filter of the list (kept in the URL). */
export function TodoStatusFilter({
  value,
  onChange,
}: {
  value: string | undefined
  onChange: (status: string | undefined) => void
}) {
  const { t } = useTranslation('todo')
  const current = readStatusFilter(value)
  return (
    <Segmented<string>
      aria-label={t('status')}
      value={current === undefined ? all : String(current)}
      onChange={(next) => onChange(next === all ? undefined : next)}
      options={[
        { value: all, label: t('allStatuses') },
        ...Object.values(TodoStatus).map((status) => ({
          value: String(status),
          label: t(`statuses.${status}`),
        })),
      ]}
    />
  )
}
