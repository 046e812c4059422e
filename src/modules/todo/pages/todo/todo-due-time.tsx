import { ExclamationCircleOutlined } from '@ant-design/icons'
import { Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { TodoDto } from '@/modules/todo/api/todo-api'
import { formatDateTime } from '@/utils/date-format'
import { isTodoOverdue } from './todo-rules'

/** A to-do's due time; an overdue one in the error colour and saying so (not by colour alone). */
export function TodoDueTime({ todo }: { todo: TodoDto }) {
  const { t } = useTranslation('todo')
  if (!todo.dueTime) return <Typography.Text type="secondary">{t('noDueTime')}</Typography.Text>
  if (!isTodoOverdue(todo)) return <>{formatDateTime(todo.dueTime)}</>
  return (
    <Typography.Text type="danger">
      {formatDateTime(todo.dueTime)}{' '}
      <Tag color="error" icon={<ExclamationCircleOutlined />}>
        {t('overdue')}
      </Tag>
    </Typography.Text>
  )
}
