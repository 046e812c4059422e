import { lazy, Suspense } from 'react'
import { appEnvironment } from '@/layout/error-log/error-log-capture'
import { shouldLogErrors, useErrorLogStore } from '@/stores/error-log-store'
import { useSettingsStore } from '@/stores/settings-store'
import { importWithRetry } from '@/utils/import-with-retry'

// Most sessions record no error: the badge (antd Badge) loads with the first one.
const ErrorLogBadge = lazy(() => importWithRetry(() => import('./error-log-badge')))

/**
 * Spec §6: a badge with the number of recorded errors, shown while logging is on for this
 * environment and something was recorded (as in vue-element-admin); it opens the log.
 */
export function ErrorLogButton() {
  const isEnabled = useSettingsStore((s) => shouldLogErrors(s.errorLog, appEnvironment))
  const count = useErrorLogStore((s) => s.logs.length)
  if (!isEnabled || count === 0) return null
  return (
    <Suspense fallback={null}>
      <ErrorLogBadge count={count} />
    </Suspense>
  )
}
