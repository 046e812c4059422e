import { ExclamationCircleOutlined } from '@ant-design/icons'
import { Flex, Tag, Typography, type TableColumnType } from 'antd'
import type { TFunction } from 'i18next'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { formatDateTime } from '@/utils/date-format'
import { instanceStatusColour } from './status-colours'
import type { InstanceSummaryDto } from '../api/inbox-dtos'
import { InstanceStatus } from '../api/instance-dtos'
import { TaskStatus, type TaskDto } from '../api/task-dtos'

/**
 * Columns the approval lists share (My approvals, Workflow tasks), their texts in the module's
 * `workflow-lists` namespace. Cells stay plain: a 50-row page mounts every cell at once.
 */

const taskColors: Partial<Record<TaskStatus, string>> = {
  [TaskStatus.Pending]: 'processing',
  [TaskStatus.Approved]: 'success',
  [TaskStatus.Rejected]: 'error',
  [TaskStatus.Returned]: 'warning',
}

/** What a title cell shows: the title linked to where the row opens, the number and a mark under it. */
export interface TitleCell {
  title: string
  number: string | null
  href: string
  mark?: ReactNode
  /** Called as the link is followed (a copy marked read). */
  onOpen?: () => void
}

export function titleColumn<T>(t: TFunction, cellOf: (row: T) => TitleCell): TableColumnType<T> {
  return {
    key: 'title',
    title: t('workflow-lists:title'),
    render: (_value: unknown, row) => {
      const cell = cellOf(row)
      return (
        <Flex vertical gap={2} align="flex-start">
          <Link to={cell.href} onClick={cell.onOpen}>
            {cell.title}
          </Link>
          <Typography.Text type="secondary">
            {cell.number}
            {cell.mark}
          </Typography.Text>
        </Flex>
      )
    },
  }
}

/** A task's title, opening `hrefOf(row)`, marked when it is held on someone's behalf. */
export function taskTitleColumn(
  t: TFunction,
  hrefOf: (row: TaskDto) => string,
): TableColumnType<TaskDto> {
  return titleColumn(t, (row: TaskDto) => ({
    ...row,
    href: hrefOf(row),
    mark: onBehalfOfTag(t, row),
  }))
}

/** "On behalf of 郑海峰": a task a standing delegation (or a delegate) gave me. */
export function onBehalfOfTag(t: TFunction, row: TaskDto) {
  const name = row.onBehalfOfName ?? row.ownerName
  return name ? (
    <Tag color="purple" style={{ marginInlineStart: 8 }}>
      {t('workflow-lists:onBehalfOf', { name })}
    </Tag>
  ) : null
}

/** The due time; an overdue one in the error colour and saying so (not by colour alone). */
export function dueTimeColumn(t: TFunction): TableColumnType<TaskDto> {
  return {
    key: 'dueTime',
    dataIndex: 'dueTime',
    title: t('workflow-lists:dueTime'),
    render: (dueTime: string | null, row) => {
      if (!dueTime) return <Typography.Text type="secondary">—</Typography.Text>
      if (!row.isOverdue) return formatDateTime(dueTime)
      // The mark under the time: the column stays narrow enough to be seen beside the title.
      return (
        <Flex vertical gap={2} align="flex-start">
          <Typography.Text type="danger">{formatDateTime(dueTime)}</Typography.Text>
          <Tag color="error" icon={<ExclamationCircleOutlined />}>
            {t('workflow-lists:overdue')}
          </Tag>
        </Flex>
      )
    },
  }
}

export function instanceStatusColumn<T extends { status: InstanceStatus }>(
  t: TFunction,
): TableColumnType<T> {
  return {
    key: 'status',
    dataIndex: 'status',
    title: t('workflow-lists:status'),
    render: (status: InstanceStatus) => (
      <Tag color={instanceStatusColour(status)}>
        {t(`workflow-lists:instanceStatuses.${status}`)}
      </Tag>
    ),
  }
}

export function taskStatusColumn(t: TFunction): TableColumnType<TaskDto> {
  return {
    key: 'status',
    dataIndex: 'status',
    title: t('workflow-lists:status'),
    render: (status: TaskStatus) => (
      <Tag color={taskColors[status]}>{t(`workflow-lists:taskStatuses.${status}`)}</Tag>
    ),
  }
}

/** Where an instance stands: each current step and who holds it. */
export function currentNodesColumn(t: TFunction): TableColumnType<InstanceSummaryDto> {
  return {
    key: 'currentNodes',
    dataIndex: 'currentNodes',
    title: t('workflow-lists:currentNodes'),
    render: (nodes: InstanceSummaryDto['currentNodes']) =>
      nodes.length === 0
        ? '—'
        : nodes.map((node) => (
            <div key={node.nodeId}>
              {node.name}: {node.assigneeNames.join(', ')}
            </div>
          )),
  }
}

/** Project · section. */
export function projectColumn<T extends { projName: string | null; htdName: string | null }>(
  t: TFunction,
): TableColumnType<T> {
  return {
    key: 'projName',
    title: t('workflow-lists:project'),
    render: (_value: unknown, row) => [row.projName, row.htdName].filter(Boolean).join(' · '),
  }
}

export function timeColumn<T>(key: Extract<keyof T, string>, title: string): TableColumnType<T> {
  return {
    key,
    dataIndex: key,
    title,
    render: (time: string | null) => (time ? formatDateTime(time) : '—'),
  }
}

/** Instance statuses as search choices. */
export function instanceStatusChoices(t: TFunction) {
  return Object.values(InstanceStatus).map((status) => ({
    value: String(status),
    label: t(`workflow-lists:instanceStatuses.${status}`),
  }))
}

export function taskStatusChoices(t: TFunction) {
  return Object.values(TaskStatus).map((status) => ({
    value: String(status),
    label: t(`workflow-lists:taskStatuses.${status}`),
  }))
}
