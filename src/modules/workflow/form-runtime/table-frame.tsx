import type { ReactNode } from 'react'
import styles from './form-runtime.module.css'

export interface TableFrameProps {
  label: string
  isRequired: boolean
  /** The table's own errors (too few or too many rows); the cells show theirs. */
  messages: readonly string[] | undefined
  children: ReactNode
}

/**
 * A table field's label and errors, drawn like a form item's: the table stays out of antd's
 * Form.Item, whose context would repaint every cell on each key press.
 */
export function TableFrame({ label, isRequired, messages, children }: TableFrameProps) {
  return (
    <div className={styles.tableFrame} role="group" aria-label={label}>
      <div className={styles.tableLabel}>
        {isRequired && <span className={styles.requiredMark}>*</span>}
        {label}
      </div>
      {children}
      {messages && (
        <div className={styles.cellError} role="alert">
          {messages.join(' ')}
        </div>
      )}
    </div>
  )
}
