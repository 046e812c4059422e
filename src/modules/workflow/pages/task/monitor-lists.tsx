import { useTranslation } from 'react-i18next'
import { UserPicker } from '@/modules/project'
import { CrudPage } from '@/components/crud/crud-page'
import { yesNoChoices } from '@/components/crud/crud-search-form'
import { useCrudPage } from '@/components/crud/use-crud-page'
import { useDialogOpening } from '@/components/crud/use-dialog-opening'
import type { InstanceSummaryDto } from '../../api/inbox-dtos'
import { InstanceStatus } from '../../api/instance-dtos'
import { TaskStatus, type TaskDto } from '../../api/task-dtos'
import { monitorPolicies, monitorQueries } from '../../api/monitor-api'
import {
  currentNodesColumn,
  dueTimeColumn,
  instanceStatusChoices,
  instanceStatusColumn,
  taskTitleColumn,
  projectColumn,
  taskStatusChoices,
  taskStatusColumn,
  timeColumn,
  titleColumn,
} from '../../components/workflow-columns'
import { useSchemeChoices } from '../../components/use-scheme-choices'
import { instanceHref } from '../inbox/inbox-rules'
import { ReassignModal, TerminateModal } from './monitor-dialogs'

const userInput = <UserPicker allowClear style={{ width: 200 }} />

/** Every instance of the tenant; a running one can be terminated (`.Cancel`). */
export function MonitorInstances() {
  const { t } = useTranslation(['workflow-task', 'workflow-lists', 'crud'])
  const schemes = useSchemeChoices()
  const terminate = useDialogOpening<InstanceSummaryDto>()
  const page = useCrudPage({
    queries: monitorQueries.instances,
    search: [
      { name: 'filter', label: t('keyword') },
      { name: 'schemeId', label: t('workflow-lists:scheme'), choices: schemes, width: 180 },
      {
        name: 'status',
        label: t('workflow-lists:status'),
        choices: instanceStatusChoices(t),
        width: 130,
      },
      { name: 'starterId', label: t('starter'), input: userInput },
      { name: 'assigneeId', label: t('assignee'), input: userInput },
    ],
    nameOf: (row: InstanceSummaryDto) => row.title,
  })
  return (
    <CrudPage
      page={page}
      columns={[
        titleColumn(t, (row: InstanceSummaryDto) => ({ ...row, href: instanceHref(row.id) })),
        { key: 'schemeName', dataIndex: 'schemeName', title: t('workflow-lists:scheme') },
        projectColumn<InstanceSummaryDto>(t),
        { key: 'starterName', dataIndex: 'starterName', title: t('starter') },
        instanceStatusColumn<InstanceSummaryDto>(t),
        currentNodesColumn(t),
        timeColumn<InstanceSummaryDto>('startTime', t('workflow-lists:startTime')),
      ]}
      rowActions={(row) => [
        {
          label: t('terminate'),
          policy: monitorPolicies.cancel,
          danger: true,
          onClick: () => terminate.open(row),
          disabledReason: row.status === InstanceStatus.Running ? undefined : t('notRunning'),
        },
      ]}
    >
      {terminate.shown && (
        <TerminateModal key={terminate.key} instance={terminate.shown} onClose={terminate.close} />
      )}
    </CrudPage>
  )
}

/** Every task of the tenant; a pending one can be reassigned (`.Reassign`). */
export function MonitorTasks() {
  const { t } = useTranslation(['workflow-task', 'workflow-lists', 'crud'])
  const schemes = useSchemeChoices()
  const reassign = useDialogOpening<TaskDto>()
  const page = useCrudPage({
    queries: monitorQueries.tasks,
    search: [
      { name: 'schemeId', label: t('workflow-lists:scheme'), choices: schemes, width: 180 },
      {
        name: 'status',
        label: t('workflow-lists:status'),
        choices: taskStatusChoices(t),
        width: 130,
      },
      { name: 'assigneeId', label: t('assignee'), input: userInput },
      {
        name: 'isOverdue',
        label: t('workflow-lists:overdue'),
        choices: yesNoChoices(t('crud:yes'), t('crud:no')),
        width: 110,
      },
    ],
    nameOf: (row: TaskDto) => `${row.title} · ${row.nodeName}`,
  })
  return (
    <CrudPage
      page={page}
      columns={[
        taskTitleColumn(t, (row) => instanceHref(row.instanceId)),
        { key: 'nodeName', dataIndex: 'nodeName', title: t('workflow-lists:node') },
        { key: 'assigneeName', dataIndex: 'assigneeName', title: t('assignee') },
        taskStatusColumn(t),
        timeColumn<TaskDto>('creationTime', t('workflow-lists:receivedTime')),
        dueTimeColumn(t),
      ]}
      rowActions={(row) => [
        {
          label: t('reassign'),
          policy: monitorPolicies.reassign,
          onClick: () => reassign.open(row),
          disabledReason: row.status === TaskStatus.Pending ? undefined : t('notPending'),
        },
      ]}
    >
      {reassign.shown && (
        <ReassignModal key={reassign.key} task={reassign.shown} onClose={reassign.close} />
      )}
    </CrudPage>
  )
}
