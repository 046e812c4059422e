import { DownOutlined, LeftOutlined, RightOutlined, DeleteOutlined, EditOutlined, PlusOutlined, UpOutlined } from '@ant-design/icons' // prettier-ignore
import { Button } from 'antd'
import { memo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import {
  addBranch,
  branchRemovalRefusal,
  chainOf,
  moveBranch,
  removeBranch,
} from '../../scheme-model/model-operations'
import type { SchemeIssue } from '../../api/scheme-dtos'
import type { NodePlace } from '../../scheme-model/model-operations'
import type { ModelBranch, ModelNode } from '../../scheme-model/scheme-model-types'
import { IconAction } from '@/components/icon-action/icon-action'
import { AddNodeButton } from './add-node-button'
import { newId, useDesignerCommands, type FlowView } from './designer-context'
import { FlowNodeCard } from './flow-node-card'
import styles from './scheme-design.module.css'

/** A chain of nodes, each followed by its "+"; a branch node draws its branches side by side. */
export function FlowChain({ head, view }: { head: ModelNode | undefined; view: FlowView }) {
  const { issues, places, collapsed } = view
  return (
    <div className={styles.chain}>
      {chainOf(head).map((node) => (
        <div key={node.id} className={node.branches ? styles.chain : styles.step}>
          {node.branches ? (
            <BranchNode
              node={node}
              place={places.get(node.id)}
              view={view}
              isCollapsed={collapsed.has(node.id)}
            />
          ) : (
            <FlowNodeCard node={node} place={places.get(node.id)} issues={issues.get(node.id)} />
          )}
          <AddNodeButton slot={{ after: node.id }} place={node.name} />
        </div>
      ))}
    </div>
  )
}

type BranchNodeProps = {
  node: ModelNode
  place: NodePlace | undefined
  /** For the chains on its branches. */
  view: FlowView
  isCollapsed: boolean
}

/**
 * The same node, issues and collapsed set: the places of the nodes on its branches change only
 * with the branches, which makes the node a new object.
 */
const sameBranchNode = (a: BranchNodeProps, b: BranchNodeProps) =>
  a.node === b.node && a.view.issues === b.view.issues && a.view.collapsed === b.view.collapsed && a.isCollapsed === b.isCollapsed && a.place?.canMoveUp === b.place?.canMoveUp && a.place?.canMoveDown === b.place?.canMoveDown // prettier-ignore

/**
 * A branch node: its card (with "add a branch" and collapse) and its branches side by side.
 * Memoized, and reading only the designer's commands: a change elsewhere in the flow leaves it
 * (its card, its branch heads' buttons) as it was (bench scheme-designer).
 */
const BranchNode = memo(function BranchNode({ node, place, view, isCollapsed }: BranchNodeProps) {
  const { issues } = view
  const { t } = useTranslation('workflow-scheme')
  const { toggleCollapsed, change } = useDesignerCommands()
  const extra = (
    <div>
      <Button
        size="small"
        type="link"
        icon={<PlusOutlined />}
        onClick={() =>
          change((r) =>
            addBranch(r, node.id, newId, t('branchName', { n: node.branches!.length + 1 })),
          )
        }
      >
        {t('addBranch')}
      </Button>
      <Button
        size="small"
        type="link"
        icon={isCollapsed ? <DownOutlined /> : <UpOutlined />}
        aria-expanded={!isCollapsed}
        onClick={() => toggleCollapsed(node.id)}
      >
        {isCollapsed ? t('expand') : t('collapse')}
      </Button>
    </div>
  )
  return (
    <>
      <FlowNodeCard node={node} place={place} issues={issues.get(node.id)} extra={extra} />
      {!isCollapsed && (
        <div className={styles.branches}>
          {node.branches!.map((branch, i) => (
            <div key={branch.id} className={styles.branch}>
              <BranchHead node={node} branch={branch} index={i} issues={issues.get(branch.id)} />
              <AddNodeButton slot={{ branchStart: branch.id }} place={branch.name} />
              <FlowChain head={branch.childNode} view={view} />
            </div>
          ))}
        </div>
      )}
    </>
  )
}, sameBranchNode)

function BranchHead({
  node,
  branch,
  index,
  issues,
}: {
  node: ModelNode
  branch: ModelBranch
  index: number
  issues: SchemeIssue[] | undefined
}) {
  const { t } = useTranslation('workflow-scheme')
  const { change, select } = useDesignerCommands()
  const last = node.branches!.length - 1
  const refusal = branchRemovalRefusal(node, branch.id)
  // The browser's tooltip (title) says why a button is disabled; a screen reader reads it too.
  const icon = (label: string, glyph: ReactNode, onClick: () => void, disabledReason?: string) => (
    <IconAction
      icon={glyph}
      title={disabledReason ?? label}
      aria-label={`${label} ${branch.name}`}
      disabled={!!disabledReason}
      onClick={onClick}
    />
  )
  const fixed = branch.isDefault ? t('defaultStaysLast') : undefined
  return (
    <div className={styles.branchHead} aria-label={branch.name} role="group">
      <div className={styles.nodeHead}>
        <strong>{branch.name}</strong>
        <span>
          {icon(t('edit'), <EditOutlined />, () => select({ branchId: branch.id }))}
          {icon(
            t('moveLeft'),
            <LeftOutlined />,
            () => change((r) => moveBranch(r, node.id, branch.id, -1)),
            fixed ?? (index === 0 ? t('alreadyFirst') : undefined),
          )}
          {icon(
            t('moveRight'),
            <RightOutlined />,
            () => change((r) => moveBranch(r, node.id, branch.id, 1)),
            fixed ??
              (index === last || node.branches![index + 1]?.isDefault
                ? t('alreadyLast')
                : undefined),
          )}
          {icon(
            t('remove'),
            <DeleteOutlined />,
            () => change((r) => removeBranch(r, node.id, branch.id)),
            refusal ? t(`branchRefusal.${refusal}`) : undefined,
          )}
        </span>
      </div>
      <div>
        {branch.isDefault
          ? t('otherwise')
          : branch.condition || (node.type === 5 ? t('noCondition') : t('parallelBranch'))}
      </div>
      {issues?.map((issue) => (
        <p key={issue.code} className={styles.issue} role="note">
          {t(`issues.${issue.code}`, { defaultValue: issue.message })}
        </p>
      ))}
    </div>
  )
}
