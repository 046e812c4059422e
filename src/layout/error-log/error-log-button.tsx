import { useState } from 'react'
import { LazyPieceBoundary } from '@/components/lazy-piece/lazy-piece-boundary'
import { retryingLazy } from '@/components/lazy-piece/retrying-lazy'
import { appEnvironment } from '@/layout/error-log/error-log-capture'
import { shouldLogErrors, useErrorLogStore } from '@/stores/error-log-store'
import { useSettingsStore } from '@/stores/settings-store'

// Most sessions record no error: the badge (antd Badge) loads with the first one.
const ErrorLogBadge = retryingLazy(
  () => import('./error-log-badge'),
  (module) => module.default,
)

/**
 * Spec §6: a badge with the number of recorded errors, shown while logging is on for this
 * environment and something was recorded (as in vue-element-admin); it opens the log.
 */
export function ErrorLogButton() {
  const isEnabled = useSettingsStore((s) => shouldLogErrors(s.errorLog, appEnvironment))
  const count = useErrorLogStore((s) => s.logs.length)
  // A badge that failed to load and was closed stays away until the next error is recorded.
  const [closedAtCount, setClosedAtCount] = useState<number>()
  if (!isEnabled || count === 0 || closedAtCount === count) return null
  return (
    <LazyPieceBoundary onClose={() => setClosedAtCount(count)}>
      <ErrorLogBadge count={count} />
    </LazyPieceBoundary>
  )
}
