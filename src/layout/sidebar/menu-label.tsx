import { Tooltip } from 'antd'
import { useRef, useState, type ReactNode } from 'react'
import styles from './sidebar.module.css'

/**
 * A sidebar label cut with an ellipsis when it is wider than the menu (210 px): pointing at it, or
 * tabbing to its link, shows the whole title in a tooltip — only when it is really cut.
 */
export function MenuLabel({ text, children }: { text: string; children?: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null)
  const [isOpen, setIsOpen] = useState(false)
  const onOpenChange = (open: boolean) => {
    const element = ref.current
    setIsOpen(open && !!element && element.scrollWidth > element.clientWidth)
  }
  return (
    <Tooltip
      title={text}
      placement="right"
      trigger={['hover', 'focus']}
      open={isOpen}
      onOpenChange={onOpenChange}
    >
      <span ref={ref} className={styles.menuLabel}>
        {children ?? text}
      </span>
    </Tooltip>
  )
}
