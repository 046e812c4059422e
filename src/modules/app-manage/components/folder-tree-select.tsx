import { TreeSelect } from 'antd'
import type { FolderOption } from '../folder-tree-rules'

interface FolderTreeSelectProps {
  /** Set by Form.Item. */
  id?: string
  value?: string | null
  onChange?: (value: string | null) => void
  /** The project's folders as options (toFolderOptions, toMoveTargets). */
  options: FolderOption[]
  loading?: boolean
  placeholder?: string
  /** Clearing means "none" (the top level of a move). */
  allowClear?: boolean
}

/** A folder picker of one project: the whole tree open, searchable by name. */
export function FolderTreeSelect({ onChange, value, options, ...props }: FolderTreeSelectProps) {
  return (
    <TreeSelect<string | null>
      {...props}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      treeData={options}
      treeDefaultExpandAll
      showSearch={{ treeNodeFilterProp: 'title' }}
      virtual={false}
      style={{ width: '100%' }}
    />
  )
}
