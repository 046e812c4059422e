import { PlusOutlined } from '@ant-design/icons'
import { Button, Dropdown } from 'antd'
import { memo, startTransition } from 'react'
import { useTranslation } from 'react-i18next'
import { createNode, insertNode, type Slot } from '../../scheme-model/model-operations'
import { NodeType, type InsertableType } from '../../scheme-model/scheme-model-types'
import { newId, useDesignerCommands } from './designer-context'
import styles from './scheme-design.module.css'

const offered: InsertableType[] = [
  NodeType.Approver,
  NodeType.Handler,
  NodeType.Cc,
  NodeType.Exclusive,
  NodeType.Parallel,
  NodeType.Seal,
]

type AddNodeButtonProps = { slot: Slot; place: string }

/** The same slot (a new object on each render of the flow) and the same place's name. */
const sameSlot = (a: AddNodeButtonProps, b: AddNodeButtonProps) =>
  a.place === b.place && JSON.stringify(a.slot) === JSON.stringify(b.slot)

/**
 * The "+" on a connector: a menu of node types (a button, so the keyboard reaches it). Memoized:
 * a long flow has one per node, and a change of the model leaves nearly all of them as they were.
 */
export const AddNodeButton = memo(function AddNodeButton({ slot, place }: AddNodeButtonProps) {
  const { t } = useTranslation('workflow-scheme')
  const { change, select } = useDesignerCommands()
  const add = (type: InsertableType) => {
    const node = createNode(type, newId, {
      name: t(`nodeTypes.${type}`),
      branchName: (n) => t('branchName', { n }),
      defaultBranchName: t('defaultBranch'),
    })
    change((root) => insertNode(root, slot, node))
    // The new node paints first; its drawer (a form, and a matrix of the form's fields) follows
    // in a render of its own instead of holding the node's frame back (bench scheme-designer).
    startTransition(() => select({ nodeId: node.id }))
  }
  return (
    <div className={styles.connector}>
      <Dropdown
        trigger={['click']}
        menu={{
          items: offered.map((type) => ({ key: String(type), label: t(`nodeTypes.${type}`) })),
          onClick: ({ key }) => add(Number(key) as InsertableType),
        }}
      >
        <Button
          shape="circle"
          size="small"
          icon={<PlusOutlined />}
          aria-label={t('addNode', { place })}
        />
      </Dropdown>
    </div>
  )
}, sameSlot)
