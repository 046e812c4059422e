import { BugOutlined } from '@ant-design/icons'
import { Badge, Button } from 'antd'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'

// The table (antd Table) loads only when someone opens the log.
const ErrorLogModal = lazy(async () => ({
  default: (await import('./error-log-modal')).ErrorLogModal,
}))

/** The badge with the number of recorded errors; it opens the log. */
export default function ErrorLogBadge({ count }: { count: number }) {
  const { t } = useTranslation('layout')
  const [isOpen, setIsOpen] = useState(false)
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
