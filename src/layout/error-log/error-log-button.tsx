import { BugOutlined } from '@ant-design/icons'
import { Badge, Button } from 'antd'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { appEnvironment } from '@/app/error-log-capture'
import { shouldLogErrors, useErrorLogStore } from '@/stores/error-log-store'
import { useSettingsStore } from '@/stores/settings-store'

// The table (antd Table) loads only when someone opens the log.
const ErrorLogModal = lazy(async () => ({
  default: (await import('./error-log-modal')).ErrorLogModal,
}))

/**
 * Spec §6: a badge with the number of recorded errors, shown while logging is on for this
 * environment and something was recorded (as in vue-element-admin); it opens the log.
 */
export function ErrorLogButton() {
  const { t } = useTranslation('layout')
  const isEnabled = useSettingsStore((s) => shouldLogErrors(s.errorLog, appEnvironment))
  const count = useErrorLogStore((s) => s.logs.length)
  const [isOpen, setIsOpen] = useState(false)
  if (!isEnabled || count === 0) return null

  return (
    <>
      <Badge count={count} size="small" offset={[-6, 6]}>
        <Button
          type="text"
          danger
          icon={<BugOutlined />}
          aria-label={t('errorLog.open', { count })}
          onClick={() => setIsOpen(true)}
        />
      </Badge>
      {isOpen && (
        <Suspense fallback={null}>
          <ErrorLogModal onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
