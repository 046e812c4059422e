import { Form, Select } from 'antd'
import type { SelectableNodeDto, SelectedAssignees } from '@/modules/workflow/api/instance-dtos'

/** The steps whose approvers the starter picks (StarterSelects): one select per step. */
export function SelectableApprovers(props: {
  nodes: readonly SelectableNodeDto[]
  value: SelectedAssignees
  onChange: (next: SelectedAssignees) => void
}) {
  return (
    <Form layout="vertical" component="div">
      {props.nodes.map((node) => (
        <Form.Item key={node.nodeId} label={node.name} htmlFor={`select-${node.nodeId}`} required>
          <Select<string[]>
            id={`select-${node.nodeId}`}
            mode="multiple"
            value={props.value[node.nodeId] ?? []}
            onChange={(ids) => props.onChange({ ...props.value, [node.nodeId]: ids })}
            options={node.candidates.map((c) => ({ value: c.userId, label: c.name }))}
            optionFilterProp="label"
          />
        </Form.Item>
      ))}
    </Form>
  )
}
