import { BugOutlined } from '@ant-design/icons'
import { Badge, Button } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LazyPieceBoundary } from '@/components/lazy-piece/lazy-piece-boundary'
import { retryingLazy } from '@/components/lazy-piece/retrying-lazy'

// The table (antd Table) loads only when someone opens the log.
const ErrorLogModal = retryingLazy(
  () => import('./error-log-modal'),
  (module) => module.ErrorLogModal,
)

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
        <LazyPieceBoundary onClose={() => setIsOpen(false)}>
          <ErrorLogModal onClose={() => setIsOpen(false)} />
        </LazyPieceBoundary>
      )}
    </>
  )
}
