import { useEffect, useRef } from 'react'
import styles from './selection-checkbox.module.css'

interface SelectionCheckboxProps {
  checked: boolean
  /** Some but not all rows of the page are selected (the header's box). */
  indeterminate?: boolean
  /** `range`: the box was shift-clicked (a range of rows, CrudTable). */
  onChange: (checked: boolean, range: boolean) => void
  label: string
}

/** One box of a table's selection column (CrudTable), drawn as antd's checkbox. */
export function SelectionCheckbox({
  checked,
  indeterminate = false,
  onChange,
  label,
}: SelectionCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate
  }, [indeterminate])
  return (
    <input
      ref={ref}
      type="checkbox"
      className={styles.box}
      checked={checked}
      // A checkbox's change comes from a click (a key press clicks it too).
      onChange={(event) =>
        onChange(event.target.checked, (event.nativeEvent as MouseEvent).shiftKey)
      }
      aria-label={label}
    />
  )
}
