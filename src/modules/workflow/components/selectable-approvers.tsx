import { Form, Select } from 'antd'
import type { SelectableNodeDto, SelectedAssignees } from '@/modules/workflow/api/instance-dtos'

/**
 * The steps whose approvers the user picks (StarterSelects): one select per step, searchable by
 * name, organisation and position, marked required where nobody else staffs the step, with the
 * message of a missing or refused pick on its select.
 */
export function SelectableApprovers(props: {
  nodes: readonly SelectableNodeDto[]
  value: SelectedAssignees
  onChange: (next: SelectedAssignees) => void
  /** A message per node id (a missing pick, the server's refusal). */
  messages?: Record<string, string>
}) {
  return (
    <Form layout="vertical" component="div">
      {props.nodes.map((node) => {
        const message = props.messages?.[node.nodeId]
        return (
          <Form.Item
            key={node.nodeId}
            label={node.name}
            htmlFor={`select-${node.nodeId}`}
            required={node.required}
            validateStatus={message ? 'error' : undefined}
            help={message}
          >
            <Select<string[]>
              id={`select-${node.nodeId}`}
              mode="multiple"
              value={props.value[node.nodeId] ?? []}
              onChange={(ids) => props.onChange({ ...props.value, [node.nodeId]: ids })}
              options={node.candidates.map((c) => ({
                value: c.userId,
                label: [c.name, c.organizationName, ...c.positionNames].filter(Boolean).join(' · '),
              }))}
              optionFilterProp="label"
            />
          </Form.Item>
        )
      })}
    </Form>
  )
}
