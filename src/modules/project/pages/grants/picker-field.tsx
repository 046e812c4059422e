import { Flex } from 'antd'
import { useId, type ReactNode } from 'react'

/** A visible label and its picker (the picker takes the id, so the label names it). */
export function PickerField({
  label,
  children,
}: {
  label: string
  children: (id: string) => ReactNode
}) {
  const id = useId()
  return (
    <Flex gap="small" align="center">
      <label htmlFor={id} style={{ whiteSpace: 'nowrap' }}>
        {label}
      </label>
      {children(id)}
    </Flex>
  )
}
