import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react'
import styles from './icon-action.module.css'

type IconActionProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children'> & {
  icon: ReactNode
  /** What the button does, read by screen readers (its only name: it shows no text). */
  'aria-label': string
  /** A bordered circle (a canvas's "+"), else a borderless square like antd's `type="text"`. */
  shape?: 'square' | 'circle'
  /** Red, like antd's `danger` (a removal). */
  danger?: boolean
  ref?: Ref<HTMLButtonElement>
}

/**
 * An icon-only button for canvases that draw one per item, a hundred or more (the designers'
 * cards): a plain `<button>` styled from antd's theme variables, looking like antd's small text or
 * circle Button. antd's Button brings its wave, its style registration and its compact-group
 * context per instance: on a long flow that was most of the cost of adding one node
 * (bench scheme-designer). Anywhere else, use antd's Button.
 */
export function IconAction({
  icon,
  shape = 'square',
  danger,
  className,
  ref,
  ...button
}: IconActionProps) {
  const classes = [styles.action, shape === 'circle' && styles.circle, danger && styles.danger, className].filter(Boolean).join(' ') // prettier-ignore
  return (
    <button ref={ref} type="button" className={classes} {...button}>
      {icon}
    </button>
  )
}
