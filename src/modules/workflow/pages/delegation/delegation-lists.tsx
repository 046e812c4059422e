import { Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { UserPicker } from '@/modules/project'
import { CrudPage } from '@/components/crud/crud-page'
import { yesNoChoices } from '@/components/crud/crud-search-form'
import { useConfirmDelete } from '@/components/crud/use-confirm-delete'
import { useCrudPage } from '@/components/crud/use-crud-page'
import { notifier } from '@/feedback/notifier'
import { delegationPolicies, delegationQueries } from '../../api/delegation-api'
import { inboxQueries } from '../../api/inbox-api'
import type { TaskDto } from '../../api/task-dtos'
import { DelegationRole, type DelegationDto } from '../../api/delegation-dtos'
import { useSchemeChoices } from '../../components/use-scheme-choices'
import { dueTimeColumn, taskTitleColumn, timeColumn } from '../../components/workflow-columns'
import { handleHref } from '../inbox/inbox-rules'
import { useDelegationColumns } from './delegation-columns'
import { DelegationFormModal } from './delegation-form-modal'
import { endEarlyInput } from './delegation-rules'
import { useDelegationMutations } from './use-delegation-mutations'

/** My delegations need sign-in only: their buttons ask for no permission (the server checks me). */
const mine: readonly string[] = []

type Dialog = { mode: 'create' } | { mode: 'edit'; row: DelegationDto }

/** The row an edit shows: the list's current one (a stale save reloads it), else its own. */
const rowOf = (items: DelegationDto[] | undefined, dialog: Dialog) =>
  dialog.mode === 'edit' ? (items?.find((i) => i.id === dialog.row.id) ?? dialog.row) : undefined

function useActiveSearch() {
  const { t } = useTranslation('workflow-delegation')
  return {
    name: 'isActive' as const,
    label: t('state'),
    choices: yesNoChoices(t('active'), t('inactive')),
    width: 120,
  }
}

/** Mine (as delegator): create, edit, end early, delete. */
export function MyDelegations() {
  const { t } = useTranslation(['workflow-delegation', 'crud'])
  const mutations = useDelegationMutations()
  const confirmDelete = useConfirmDelete()
  const page = useCrudPage({
    queries: delegationQueries.mine,
    fixedFilters: { role: DelegationRole.Delegator },
    search: [useActiveSearch()],
    nameOf: (row: DelegationDto) => t('nameOf', { name: row.delegateeName }),
    policies: { create: mine },
    createDialog: (): Dialog => ({ mode: 'create' }),
  })
  const endEarly = (row: DelegationDto) =>
    void notifier.confirm({
      title: t('endTitle', { name: row.delegateeName }),
      content: t('endContent'),
      okText: t('end'),
      cancelText: t('crud:cancel'),
      onOk: () => mutations.update.mutateAsync({ id: row.id, input: endEarlyInput(row) }),
    })
  return (
    <CrudPage
      page={page}
      create={{ label: t('create') }}
      columns={useDelegationColumns(['delegatee'])}
      rowActions={(row) => [
        {
          label: t('crud:edit'),
          policy: mine,
          onClick: () => page.dialog.open({ mode: 'edit', row }),
        },
        { label: t('end'), policy: mine, onClick: () => endEarly(row), hidden: !row.enabled },
        {
          label: t('crud:delete'),
          policy: mine,
          danger: true,
          onClick: () =>
            void confirmDelete({ name: page.nameOf(row) }, () =>
              mutations.remove.mutateAsync(row.id),
            ),
        },
      ]}
      form={(dialog, close) => (
        <DelegationFormModal
          row={rowOf(page.list.query.data?.items, dialog)}
          forOthers={false}
          mutations={mutations}
          onReload={() => void page.list.query.refetch()}
          onClose={close}
        />
      )}
    />
  )
}

/**
 * Held for others (as delegatee): whose new tasks come to me, and when; then the tasks I hold for
 * them now, each opening its handle page (a second list: its URL params start with `task.`).
 */
export function HeldDelegations() {
  const { t } = useTranslation(['workflow-delegation', 'workflow-lists'])
  const page = useCrudPage({
    queries: delegationQueries.mine,
    fixedFilters: { role: DelegationRole.Delegatee },
    search: [useActiveSearch()],
    nameOf: (row: DelegationDto) => t('nameOf', { name: row.delegatorName }),
  })
  const tasks = useCrudPage({
    queries: inboxQueries.todo,
    fixedFilters: { onBehalfOf: true },
    urlPrefix: 'task.',
    nameOf: (row: TaskDto) => row.title,
  })
  return (
    <Flex vertical gap="large">
      <CrudPage page={page} columns={useDelegationColumns(['delegator'])} />
      <CrudPage
        page={tasks}
        heading={
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('heldTasks')}
          </Typography.Title>
        }
        columns={[
          taskTitleColumn(t, (row) => handleHref(row.id)),
          { key: 'schemeName', dataIndex: 'schemeName', title: t('workflow-lists:scheme') },
          { key: 'nodeName', dataIndex: 'nodeName', title: t('workflow-lists:node') },
          dueTimeColumn(t),
          timeColumn<TaskDto>('creationTime', t('workflow-lists:receivedTime')),
        ]}
      />
    </Flex>
  )
}

/** Every user's (Workflow.Delegation): create for someone, edit and delete by its children. */
export function AllDelegations() {
  const { t } = useTranslation(['workflow-delegation', 'crud'])
  const mutations = useDelegationMutations()
  const schemes = useSchemeChoices()
  const confirmDelete = useConfirmDelete()
  const page = useCrudPage({
    queries: delegationQueries.everyone,
    search: [
      {
        name: 'delegatorId',
        label: t('delegator'),
        input: <UserPicker allowClear style={{ width: 200 }} />,
      },
      {
        name: 'delegateeId',
        label: t('delegatee'),
        input: <UserPicker allowClear style={{ width: 200 }} />,
      },
      { name: 'schemeId', label: t('schemes'), choices: schemes, width: 180 },
      useActiveSearch(),
    ],
    nameOf: (row: DelegationDto) =>
      t('nameOfBoth', { from: row.delegatorName, to: row.delegateeName }),
    policies: { create: delegationPolicies.create },
    createDialog: (): Dialog => ({ mode: 'create' }),
  })
  return (
    <CrudPage
      page={page}
      create={{ label: t('create') }}
      columns={useDelegationColumns(['delegator', 'delegatee'])}
      rowActions={(row) => [
        {
          label: t('crud:edit'),
          policy: delegationPolicies.update,
          onClick: () => page.dialog.open({ mode: 'edit', row }),
        },
        {
          label: t('crud:delete'),
          policy: delegationPolicies.delete,
          danger: true,
          onClick: () =>
            void confirmDelete({ name: page.nameOf(row) }, () =>
              mutations.remove.mutateAsync(row.id),
            ),
        },
      ]}
      form={(dialog, close) => (
        <DelegationFormModal
          row={rowOf(page.list.query.data?.items, dialog)}
          forOthers
          mutations={mutations}
          onReload={() => void page.list.query.refetch()}
          onClose={close}
        />
      )}
    />
  )
}
