import { FilterOutlined } from '@ant-design/icons'
import { Button, Drawer } from 'antd'
import { useState, type ReactNode } from 'react'
import { useAppStore } from '@/stores/app-store'

interface FoldOnNarrowProps {
  /** What the filter is ("Organizations"): the button's text and the drawer's title. */
  label: string
  /** The current choice ("All organizations"), shown on the button after the label. */
  summary?: string
  /** The value chosen in it: a new one closes the drawer, as the list behind has changed. */
  value?: string
  /** The filter (a tree, a list of choices) as it stands beside the list on a wide screen. */
  children: ReactNode
}

/**
 * A filter panel beside a list (an organisation tree, …) that folds on a narrow screen (the
 * layout's mobile device, below 992 px): in its place a button naming the filter and its current
 * choice opens it in a drawer, so the list is what a phone shows first. Choosing closes the
 * drawer. On a wide screen the panel stands as it is.
 */
export function FoldOnNarrow({ label, summary, value, children }: FoldOnNarrowProps) {
  const isNarrow = useAppStore((s) => s.device === 'mobile')
  const [isOpen, setIsOpen] = useState(false)
  const [shownValue, setShownValue] = useState(value)
  if (value !== shownValue) {
    setShownValue(value)
    setIsOpen(false)
  }
  if (!isNarrow) return children
  return (
    <>
      <Button icon={<FilterOutlined aria-hidden />} onClick={() => setIsOpen(true)}>
        {summary ? `${label}: ${summary}` : label}
      </Button>
      <Drawer
        open={isOpen}
        title={label}
        placement="left"
        size={320}
        styles={{ body: { padding: 12 } }}
        onClose={() => setIsOpen(false)}
      >
        {children}
      </Drawer>
    </>
  )
}
