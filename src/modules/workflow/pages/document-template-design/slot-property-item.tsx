import { Form } from 'antd'
import { useId, type ReactElement } from 'react'

interface SlotPropertyItemProps {
  label: string
  /** The server's messages about this member, shown under its input. */
  issues?: readonly string[]
  /** Renders the input with the id its label points at. */
  children: (id: string) => ReactElement
}

/** A labelled input of the slot panel, with the server's issues on it. */
export function SlotPropertyItem({ label, issues, children }: SlotPropertyItemProps) {
  const id = useId()
  const hasIssues = issues !== undefined && issues.length > 0
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      style={{ marginBottom: 8 }}
      validateStatus={hasIssues ? 'error' : undefined}
      help={hasIssues ? issues.join(' ') : undefined}
    >
      {children(id)}
    </Form.Item>
  )
}
