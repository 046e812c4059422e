import { PlusOutlined } from '@ant-design/icons'
import { Button, Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { todoQueries, type TodoDto } from '@/modules/todo/api/todo-api'
import { CrudSearchForm } from '@/components/crud/crud-search-form'
import { CrudTable } from '@/components/crud/crud-table'
import { useConfirmDelete } from '@/components/crud/use-confirm-delete'
import { useDialogOpening } from '@/components/crud/use-dialog-opening'
import { useCrudList } from '@/components/crud/use-crud-list'
import { useMessageApi } from '@/components/providers/message-api'
import { useTenantScope } from '@/query/query-scope'
import { useTodoColumns } from './todo-columns'
import { TodoFormModal } from './todo-form-modal'
import { statusActionOf } from './todo-rules'
import { TodoStatusFilter } from './todo-status-filter'
import { TodoSummary } from './todo-summary'
import { useTodoMutations } from './use-todo-mutations'

const filterKeys = ['filter', 'status'] as const

/** The open dialog; an edit keeps the row it started from, should the list lose it meanwhile. */
type TodoDialog = { mode: 'create' } | { mode: 'edit'; row: TodoDto }

const doneMessages = { complete: 'completed', reopen: 'reopened' } as const

/**
 * My to-dos (`/todo`): business-api.md §6.2 `todo/my`, paged and sorted by the server (pending
 * first, then the nearest due date), the status and the title filter in the URL. I add and edit
 * Manual to-dos; the others close through their source, and their buttons say so.
 */
export default function TodoPage() {
  const { t } = useTranslation(['todo', 'crud', 'common'])
  const scope = useTenantScope()
  const message = useMessageApi()
  const list = useCrudList({ queries: todoQueries, scope, filterKeys })
  const mutations = useTodoMutations()
  const confirmDelete = useConfirmDelete()
  const dialog = useDialogOpening<TodoDialog>()

  const columns = useTodoColumns({
    onToggle: (row) => {
      const action = statusActionOf(row.status)
      mutations[action].mutate(row.id, {
        onSuccess: () => void message.success(t(doneMessages[action], { title: row.title })),
      })
    },
    onEdit: (row) => dialog.open({ mode: 'edit', row }),
    onDelete: (row) => void confirmDelete({ name: row.title }, () => mutations.remove.mutateAsync(row.id)), // prettier-ignore
  })
  const shown = dialog.shown
  const editRow =
    shown?.mode === 'edit'
      ? (list.query.data?.items.find((item) => item.id === shown.row.id) ?? shown.row)
      : undefined
  const { filters } = list.view

  return (
    <Flex vertical gap="middle">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route:todo')}
      </Typography.Title>
      <TodoSummary />
      <TodoStatusFilter
        value={filters.status}
        onChange={(status) => list.setFilters({ ...filters, status })}
      />
      <CrudSearchForm
        fields={[{ name: 'filter', label: t('title') }]}
        values={filters}
        onSearch={(next) => list.setFilters({ ...next, status: filters.status })}
      />
      <div>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => dialog.open({ mode: 'create' })}
        >
          {t('create')}
        </Button>
      </div>
      <CrudTable list={list} columns={columns} rowKey="id" />
      {dialog.shown && (
        <TodoFormModal
          key={dialog.key}
          row={editRow}
          mutations={mutations}
          onReload={() => void list.query.refetch()}
          onClose={dialog.close}
        />
      )}
    </Flex>
  )
}
