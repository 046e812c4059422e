import { Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { CrudPage } from '@/components/crud/crud-page'
import { yesNoChoices } from '@/components/crud/crud-search-form'
import { useCrudPage } from '@/components/crud/use-crud-page'
import { inboxQueries } from '../../api/inbox-api'
import type { CcDto, InstanceSummaryDto } from '../../api/inbox-dtos'
import type { TaskDto } from '../../api/task-dtos'
import {
  currentNodesColumn,
  dueTimeColumn,
  instanceStatusChoices,
  instanceStatusColumn,
  taskTitleColumn,
  projectColumn,
  timeColumn,
  titleColumn,
} from '../../components/workflow-columns'
import { useSchemeChoices } from '../../components/use-scheme-choices'
import { handleHref, instanceHref } from './inbox-rules'
import { useMarkCcRead } from './use-mark-cc-read'

/**
 * The lists of My approvals' tabs, one mounted at a time: each keeps its page, order and filters
 * in the URL beside `tab`, the page's own.
 */

/** 待办: oldest first (the server's order); overdue and delegated tasks marked. */
export function TodoList() {
  const { t } = useTranslation(['workflow-inbox', 'workflow-lists'])
  const schemes = useSchemeChoices()
  const page = useCrudPage({
    queries: inboxQueries.todo,
    search: [
      { name: 'filter', label: t('keyword') },
      { name: 'schemeId', label: t('workflow-lists:scheme'), choices: schemes, width: 180 },
      {
        name: 'isOverdue',
        label: t('workflow-lists:overdue'),
        choices: yesNoChoices(t('crud:yes'), t('crud:no')),
        width: 110,
      },
    ],
    nameOf: (row: TaskDto) => row.title,
  })
  return (
    <CrudPage
      page={page}
      columns={[
        taskTitleColumn(t, (row) => handleHref(row.id)),
        { key: 'schemeName', dataIndex: 'schemeName', title: t('workflow-lists:scheme') },
        { key: 'nodeName', dataIndex: 'nodeName', title: t('workflow-lists:node') },
        dueTimeColumn(t),
        { key: 'starterName', dataIndex: 'starterName', title: t('workflow-lists:starter') },
        projectColumn<TaskDto>(t),
        timeColumn<TaskDto>('creationTime', t('workflow-lists:receivedTime')),
      ]}
    />
  )
}

/** 已办: what I handled, newest first; a row opens the instance. */
export function DoneList() {
  const { t } = useTranslation(['workflow-inbox', 'workflow-lists'])
  const page = useCrudPage({
    queries: inboxQueries.done,
    search: [{ name: 'filter', label: t('keyword') }],
    nameOf: (row: TaskDto) => row.title,
  })
  return (
    <CrudPage
      page={page}
      columns={[
        taskTitleColumn(t, (row) => instanceHref(row.instanceId)),
        { key: 'schemeName', dataIndex: 'schemeName', title: t('workflow-lists:scheme') },
        { key: 'nodeName', dataIndex: 'nodeName', title: t('workflow-lists:node') },
        projectColumn<TaskDto>(t),
        { key: 'starterName', dataIndex: 'starterName', title: t('workflow-lists:starter') },
        timeColumn<TaskDto>('completedTime', t('workflow-lists:completedTime')),
      ]}
    />
  )
}

/** 我发起的: newest first, by status and scheme. */
export function MineList() {
  const { t } = useTranslation(['workflow-inbox', 'workflow-lists'])
  const schemes = useSchemeChoices()
  const page = useCrudPage({
    queries: inboxQueries.mine,
    search: [
      { name: 'filter', label: t('keyword') },
      {
        name: 'status',
        label: t('workflow-lists:status'),
        choices: instanceStatusChoices(t),
        width: 130,
      },
      { name: 'schemeId', label: t('workflow-lists:scheme'), choices: schemes, width: 180 },
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
        instanceStatusColumn<InstanceSummaryDto>(t),
        currentNodesColumn(t),
        timeColumn<InstanceSummaryDto>('startTime', t('workflow-lists:startTime')),
      ]}
    />
  )
}

/** 抄送我的: unread ones marked; opening one marks it read. */
export function CcList() {
  const { t } = useTranslation(['workflow-inbox', 'workflow-lists'])
  const markRead = useMarkCcRead()
  const page = useCrudPage({
    queries: inboxQueries.cc,
    search: [
      { name: 'filter', label: t('keyword') },
      {
        name: 'isRead',
        label: t('read'),
        choices: yesNoChoices(t('readYes'), t('readNo')),
        width: 110,
      },
    ],
    nameOf: (row: CcDto) => row.instance.title,
  })
  return (
    <CrudPage
      page={page}
      columns={[
        titleColumn(t, (row: CcDto) => ({
          ...row.instance,
          href: instanceHref(row.instance.id),
          mark: !row.isRead && (
            <Tag color="blue" style={{ marginInlineStart: 8 }}>
              {t('unread')}
            </Tag>
          ),
          onOpen: row.isRead ? undefined : () => markRead(row.id),
        })),
        {
          key: 'scheme',
          title: t('workflow-lists:scheme'),
          render: (_v, row: CcDto) => row.instance.schemeName,
        },
        { key: 'fromUserName', dataIndex: 'fromUserName', title: t('from') },
        { key: 'comment', dataIndex: 'comment', title: t('comment') },
        timeColumn<CcDto>('creationTime', t('copiedTime')),
      ]}
    />
  )
}
