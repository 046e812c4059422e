import { useId, type ComponentPropsWithRef } from 'react'
import styles from './login-page.module.css'

/** An input's props, its `ref` included (a plain prop since React 19). */
interface LoginFieldProps extends ComponentPropsWithRef<'input'> {
  name: string
  label: string
  error?: string
}

/** A labelled input with its validation message tied to it for screen readers. */
export function LoginField({ label, error, ...input }: LoginFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={error ? `${styles.input} ${styles.inputInvalid}` : styles.input}
        aria-invalid={!!error}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <span id={errorId} className={styles.fieldError}>
          {error}
        </span>
      )}
    </div>
  )
}
