import styles from './boot-screen.module.css'

/**
 * Shown while the first route's data (session, permissions) or the texts load: never a blank page
 * or a 404. Plain CSS, so the entry carries no UI library.
 */
export function BootScreen() {
  return (
    <div
      className={styles.screen}
      role="status"
      aria-live="polite"
      aria-busy="true"
      data-boot-screen
    >
      <span className={styles.spinner} aria-hidden="true" />
    </div>
  )
}
