import { PlusOutlined } from '@ant-design/icons'
import { Button, Dropdown } from 'antd'
import { useTranslation } from 'react-i18next'
import { createNode, insertNode, type Slot } from '../../scheme-model/model-operations'
import { NodeType, type InsertableType } from '../../scheme-model/scheme-model-types'
import { newId, useDesigner } from './designer-context'
import styles from './scheme-design.module.css'

const offered: InsertableType[] = [
  NodeType.Approver,
  NodeType.Handler,
  NodeType.Cc,
  NodeType.Exclusive,
  NodeType.Parallel,
  NodeType.Seal,
]

/** The "+" on a connector: a menu of node types (a button, so the keyboard reaches it). */
export function AddNodeButton({ slot, place }: { slot: Slot; place: string }) {
  const { t } = useTranslation('workflow-scheme')
  const { change, select } = useDesigner()
  const add = (type: InsertableType) => {
    const node = createNode(type, newId, {
      name: t(`nodeTypes.${type}`),
      branchName: (n) => t('branchName', { n }),
      defaultBranchName: t('defaultBranch'),
    })
    change((root) => insertNode(root, slot, node))
    select({ nodeId: node.id })
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
}
