import { Button, Card, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageErrorResult } from '@/components/page-error-result'
import { RetryBoundary } from '@/components/retry-boundary'

/** Throws while rendering, as a bug in a page would. */
function Crashing({ text }: { text: string }): never {
  throw new Error(text)
}

/**
 * A render error caught by the same boundary and result as a failed page (RetryBoundary,
 * PageErrorResult): the rest of the page, the menu and the tabs keep working, and "Try again"
 * mounts the content afresh.
 */
export function CrashExample() {
  const { t } = useTranslation('example-error-pages')
  const [isBroken, setBroken] = useState(false)
  return (
    <Card title={t('crash.title')}>
      <Typography.Paragraph type="secondary">{t('crash.explain')}</Typography.Paragraph>
      <RetryBoundary
        fallback={(error, retry) => (
          <PageErrorResult
            message={error.message}
            onRetry={() => {
              setBroken(false)
              retry()
            }}
          />
        )}
      >
        {isBroken ? (
          <Crashing text={t('crash.message')} />
        ) : (
          <Button danger onClick={() => setBroken(true)}>
            {t('crash.throw')}
          </Button>
        )}
      </RetryBoundary>
    </Card>
  )
}
