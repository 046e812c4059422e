import { useTranslation } from 'react-i18next'
import { todoQueries, type TodoDto } from '@/modules/todo/api/todo-api'
import { CrudPage } from '@/components/crud/crud-page'
import { useConfirmDelete } from '@/components/crud/use-confirm-delete'
import { useCrudPage } from '@/components/crud/use-crud-page'
import { useMessageApi } from '@/components/providers/message-api'
import { mine, useTodoColumns } from './todo-columns'
import { TodoFormModal } from './todo-form-modal'
import { statusActionOf, todoRefusalKey } from './todo-rules'
import { TodoStatusFilter } from './todo-status-filter'
import { TodoSummary } from './todo-summary'
import { useTodoMutations } from './use-todo-mutations'

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
  const message = useMessageApi()
  const mutations = useTodoMutations()
  const confirmDelete = useConfirmDelete()
  const page = useCrudPage({
    queries: todoQueries,
    filterKeys: ['filter', 'status'],
    nameOf: (row: TodoDto) => row.title,
    policies: { create: mine },
    createDialog: (): TodoDialog => ({ mode: 'create' }),
  })
  const { list } = page
  const { filters } = list.view
  const reason = (row: TodoDto, action: Parameters<typeof todoRefusalKey>[1]) => {
    const key = todoRefusalKey(row.source, action)
    return key && t(key)
  }
  const toggle = (row: TodoDto) => {
    const action = statusActionOf(row.status)
    mutations[action].mutate(row.id, {
      onSuccess: () => void message.success(t(doneMessages[action], { title: row.title })),
    })
  }
  /** The row an edit shows: the list's current one (a stale save reloads it), else its own. */
  const rowOf = (dialog: TodoDialog) =>
    dialog.mode === 'edit'
      ? (list.query.data?.items.find((item) => item.id === dialog.row.id) ?? dialog.row)
      : undefined

  return (
    <CrudPage
      page={page}
      title={t('route:todo')}
      header={
        <>
          <TodoSummary />
          <TodoStatusFilter
            value={filters.status}
            onChange={(status) => list.setFilters({ ...filters, status })}
          />
        </>
      }
      search={[{ name: 'filter', label: t('title') }]}
      searchKeeps={['status']}
      create={{ label: t('create') }}
      columns={useTodoColumns()}
      // My to-dos are mine: their buttons ask for no permission (the server checks the owner).
      rowActions={(row) => [
        {
          label: t(statusActionOf(row.status)),
          policy: mine,
          onClick: () => toggle(row),
          disabledReason: reason(row, statusActionOf(row.status)),
        },
        {
          label: t('crud:edit'),
          policy: mine,
          onClick: () => page.dialog.open({ mode: 'edit', row }),
          disabledReason: reason(row, 'update'),
        },
        {
          label: t('crud:delete'),
          policy: mine,
          danger: true,
          onClick: () =>
            void confirmDelete({ name: row.title }, () => mutations.remove.mutateAsync(row.id)),
          disabledReason: reason(row, 'delete'),
        },
      ]}
      form={(dialog, close) => (
        <TodoFormModal
          row={rowOf(dialog)}
          mutations={mutations}
          onReload={() => void list.query.refetch()}
          onClose={close}
        />
      )}
    />
  )
}
