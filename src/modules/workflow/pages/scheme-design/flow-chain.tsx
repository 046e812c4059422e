import { DownOutlined, LeftOutlined, RightOutlined, DeleteOutlined, EditOutlined, PlusOutlined, UpOutlined } from '@ant-design/icons' // prettier-ignore
import { Button } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import {
  addBranch,
  branchRemovalRefusal,
  chainOf,
  moveBranch,
  removeBranch,
} from '../../scheme-model/model-operations'
import type { ModelBranch, ModelNode } from '../../scheme-model/scheme-model-types'
import { AddNodeButton } from './add-node-button'
import { newId, useDesigner } from './designer-context'
import { FlowNodeCard } from './flow-node-card'
import styles from './scheme-design.module.css'

/** A chain of nodes, each followed by its "+"; a branch node draws its branches side by side. */
export function FlowChain({ head }: { head: ModelNode | undefined }) {
  const { issues, places } = useDesigner()
  return (
    <div className={styles.chain}>
      {chainOf(head).map((node) => (
        <div key={node.id} className={styles.chain}>
          {node.branches ? (
            <BranchNode node={node} />
          ) : (
            <FlowNodeCard node={node} place={places.get(node.id)} issues={issues.get(node.id)} />
          )}
          <AddNodeButton slot={{ after: node.id }} place={node.name} />
        </div>
      ))}
    </div>
  )
}

function BranchNode({ node }: { node: ModelNode }) {
  const { t } = useTranslation('workflow-scheme')
  const { issues, places, collapsed, toggleCollapsed, change } = useDesigner()
  const isCollapsed = collapsed.has(node.id)
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
      <FlowNodeCard
        node={node}
        place={places.get(node.id)}
        issues={issues.get(node.id)}
        extra={extra}
      />
      {!isCollapsed && (
        <div className={styles.branches}>
          {node.branches!.map((branch, i) => (
            <div key={branch.id} className={styles.branch}>
              <BranchHead node={node} branch={branch} index={i} />
              <AddNodeButton slot={{ branchStart: branch.id }} place={branch.name} />
              <FlowChain head={branch.childNode} />
            </div>
          ))}
        </div>
      )}
    </>
  )
}

function BranchHead({
  node,
  branch,
  index,
}: {
  node: ModelNode
  branch: ModelBranch
  index: number
}) {
  const { t } = useTranslation('workflow-scheme')
  const { change, select, issues } = useDesigner()
  const last = node.branches!.length - 1
  const refusal = branchRemovalRefusal(node, branch.id)
  // The browser's tooltip (title) says why a button is disabled; a screen reader reads it too.
  const icon = (label: string, glyph: ReactNode, onClick: () => void, disabledReason?: string) => (
    <Button
      type="text"
      size="small"
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
      {issues.get(branch.id)?.map((issue) => (
        <p key={issue.code} className={styles.issue} role="note">
          {t(`issues.${issue.code}`, { defaultValue: issue.message })}
        </p>
      ))}
    </div>
  )
}
