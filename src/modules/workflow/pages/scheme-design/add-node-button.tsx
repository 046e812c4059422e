import { PlusOutlined } from '@ant-design/icons'
import { Dropdown } from 'antd'
import { memo, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { createNode, insertNode, type Slot } from '../../scheme-model/model-operations'
import { NodeType, type InsertableType } from '../../scheme-model/scheme-model-types'
import { IconAction } from '@/components/icon-action/icon-action'
import { afterNextPaint } from '@/utils/after-next-paint'
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
 * The menu's Dropdown is mounted on the first click only (then kept, focus moved to its button):
 * sixty idle Dropdowns were a fifth of a long flow's first paint (bench scheme-designer).
 */
export const AddNodeButton = memo(function AddNodeButton({ slot, place }: AddNodeButtonProps) {
  const { t } = useTranslation('workflow-scheme')
  const { change, select } = useDesignerCommands()
  const [open, setOpen] = useState(false)
  const [armed, setArmed] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (armed) button.current?.focus()
  }, [armed])
  const add = (type: InsertableType) => {
    const node = createNode(type, newId, {
      name: t(`nodeTypes.${type}`),
      branchName: (n) => t('branchName', { n }),
      defaultBranchName: t('defaultBranch'),
    })
    setOpen(false)
    change((root) => insertNode(root, slot, node))
    // The new node paints first; its drawer (a form, and a matrix of the form's fields) opens in
    // the frame after: a transition alone still rendered it before that paint, and the drawer's
    // first layout (antd measures its boxes and the scroll bar) held the node back by ~45 ms.
    afterNextPaint(() => select({ nodeId: node.id }))
  }
  const plus = (
    <IconAction
      ref={button}
      shape="circle"
      icon={<PlusOutlined />}
      aria-label={t('addNode', { place })}
      aria-haspopup="menu"
      onClick={
        armed
          ? undefined
          : () => {
              setArmed(true)
              setOpen(true)
            }
      }
    />
  )
  return (
    <div className={styles.connector}>
      {armed ? (
        <Dropdown
          trigger={['click']}
          open={open}
          onOpenChange={setOpen}
          menu={{
            items: offered.map((type) => ({ key: String(type), label: t(`nodeTypes.${type}`) })),
            onClick: ({ key }) => add(Number(key) as InsertableType),
          }}
        >
          {plus}
        </Dropdown>
      ) : (
        plus
      )}
    </div>
  )
}, sameSlot)
