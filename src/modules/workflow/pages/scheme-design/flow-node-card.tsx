import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons'
import { memo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { moveNode, removeNode, type NodePlace } from '../../scheme-model/model-operations'
import { NodeType, type ModelNode } from '../../scheme-model/scheme-model-types'
import type { SchemeIssue } from '../../api/scheme-dtos'
import { IconAction } from '@/components/icon-action/icon-action'
import { useDesignerCommands } from './designer-context'
import styles from './scheme-design.module.css'

/**
 * One node of the flow: its type, name, what it asks for, its issues, and its buttons. Memoized
 * on what it shows: inserting a node rebuilds the nodes before it in its chain (their `childNode`
 * changes), which leaves their cards as they were (bench scheme-designer).
 */
export const FlowNodeCard = memo(FlowNodeCardContent, (a, b) =>
  sameShownNode(a.node, b.node) && a.issues === b.issues && a.extra === b.extra && a.place?.canMoveUp === b.place?.canMoveUp && a.place?.canMoveDown === b.place?.canMoveDown) // prettier-ignore

/** The same node as a card shows it: every field but the chain after it and its branches' chains (only their number). */
function sameShownNode(a: ModelNode, b: ModelNode): boolean {
  if (a === b) return true
  const keys = Object.keys(a) as (keyof ModelNode)[]
  if (keys.length !== Object.keys(b).length) return false
  return keys.every(
    (key) =>
    key === 'childNode' ? true : key === 'branches' ? a.branches?.length === b.branches?.length : a[key] === b[key], // prettier-ignore
  )
}

function FlowNodeCardContent({
  node,
  place,
  issues,
  extra,
}: {
  node: ModelNode
  /** Which moves the node allows (nodePlaces; undefined for the start). */
  place: NodePlace | undefined
  issues: SchemeIssue[] | undefined
  extra?: ReactNode
}) {
  const { t } = useTranslation('workflow-scheme')
  const { change, select } = useDesignerCommands()
  const isStart = node.type === NodeType.Start
  // The browser's own tooltip (title): an antd Tooltip per button cost a long flow's first paint.
  const icon = (label: string, glyph: ReactNode, onClick: () => void, disabled = false) => (
    <IconAction
      icon={glyph}
      title={label}
      aria-label={`${label} ${node.name}`}
      disabled={disabled}
      onClick={onClick}
    />
  )
  return (
    <section
      className={`${styles.node} ${issues?.length ? styles.nodeInvalid : ''}`}
      aria-label={node.name}
      data-node-id={node.id}
    >
      <div className={styles.nodeHead}>
        <span>{t(`nodeTypes.${node.type}`)}</span>
        <span>
          {icon(t('edit'), <EditOutlined />, () => select({ nodeId: node.id }))}
          {!isStart &&
            icon(
              t('moveUp'),
              <ArrowUpOutlined />,
              () => change((r) => moveNode(r, node.id, -1)),
              !place?.canMoveUp,
            )}
          {!isStart &&
            icon(
              t('moveDown'),
              <ArrowDownOutlined />,
              () => change((r) => moveNode(r, node.id, 1)),
              !place?.canMoveDown,
            )}
          {!isStart &&
            icon(t('remove'), <DeleteOutlined />, () => change((r) => removeNode(r, node.id)))}
        </span>
      </div>
      <div className={styles.nodeName}>{node.name}</div>
      <div>{summary(node, t)}</div>
      {extra}
      {/* One line per code: a node may have the same problem twice (two empty branches). */}
      {[...new Map(issues?.map((issue) => [issue.code, issue])).values()].map((issue) => (
        <p key={issue.code} className={styles.issue} role="note">
          {t(`issues.${issue.code}`, { defaultValue: issue.message })}
        </p>
      ))}
    </section>
  )
}

function summary(node: ModelNode, t: (key: string, options?: Record<string, unknown>) => string) {
  if (node.type === NodeType.Start) return t('startSummary')
  if (node.type === NodeType.Seal) return node.seals?.length ? node.seals.map((s) => t(`parties.${s.party}`)).join(t('listSeparator')) : t('noSeal') // prettier-ignore
  if (node.assignees) return node.assignees.length ? t('assigneeCount', { count: node.assignees.length }) : t('noAssignee') // prettier-ignore
  return t('branchCount', { count: node.branches?.length ?? 0 })
}
