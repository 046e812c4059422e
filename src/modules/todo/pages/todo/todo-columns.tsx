import { Flex, Tag, Typography, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { TodoStatus, type TodoDto } from '@/modules/todo/api/todo-api'
import { todoLink } from '@/modules/todo/todo-link'
import { creationTimeColumn } from '@/components/crud/table-columns'
import { TodoDueTime } from './todo-due-time'

/** My to-dos are mine: their buttons ask for no permission (the server checks the owner). */
export const mine: readonly string[] = []

const statusColors: Record<TodoStatus, string> = {
  [TodoStatus.Pending]: 'processing',
  [TodoStatus.Done]: 'success',
  [TodoStatus.Cancelled]: 'default',
}

/** The columns of my to-dos; sortable ones match the server's whitelist (dueTime, creationTime, title). */
export function useTodoColumns(): TableColumnsType<TodoDto> {
  const { t } = useTranslation('todo')
  return [
    {
      key: 'title',
      dataIndex: 'title',
      title: t('title'),
      sorter: true,
      render: (title: string, row) => {
        const link = todoLink(row)
        return (
          <Flex vertical gap={2}>
            {link ? <Link to={link}>{title}</Link> : <span>{title}</span>}
            {row.remark && <Typography.Text type="secondary">{row.remark}</Typography.Text>}
          </Flex>
        )
      },
    },
    {
      key: 'source',
      dataIndex: 'source',
      title: t('source'),
      render: (source: number) => <Tag>{t(`sources.${source}`)}</Tag>,
    },
    { key: 'projName', dataIndex: 'projName', title: t('project') },
    {
      key: 'dueTime',
      dataIndex: 'dueTime',
      title: t('dueTime'),
      sorter: true,
      render: (_value: string | null, row) => <TodoDueTime todo={row} />,
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('status'),
      render: (status: TodoStatus) => (
        <Tag color={statusColors[status]}>{t(`statuses.${status}`)}</Tag>
      ),
    },
    creationTimeColumn(t),
  ]
}
