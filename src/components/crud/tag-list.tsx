import { Space, Tag, Tooltip } from 'antd'
import { splitTags } from './tag-list-rules'

/**
 * A table cell's values as tags, the first `max` of them and "+n" for the rest; the "+n" tag
 * names the rest in its tooltip and title. Plain for the cells of kept pages: one Tooltip at most.
 */
export function TagList({ values, max = 3 }: { values: readonly string[]; max?: number }) {
  const { shown, hidden } = splitTags(values, max)
  const rest = hidden.join(', ')
  return (
    <Space size={[0, 4]} wrap>
      {shown.map((value) => (
        <Tag key={value}>{value}</Tag>
      ))}
      {hidden.length > 0 && (
        <Tooltip title={rest}>
          <Tag title={rest}>{`+${hidden.length}`}</Tag>
        </Tooltip>
      )}
    </Space>
  )
}
