import { Button, Result, Spin } from 'antd'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router-dom'
import { AppProviders } from '@/components/providers/app-providers'
import { launchApp } from '@/modules/app-manage/api/app-api'
import {
  launchFailureOf,
  launchTarget,
  readLaunchRequest,
  type LaunchFailure,
} from './launch-rules'
import { leaveFor } from './leave-for'

/** Why the launch of one attempt (`key`) failed. */
interface Failed {
  key: string
  failure: LaunchFailure
}

/**
 * Launches the app the address names and hands the tab over to it (`location.replace`), or says
 * in place why it cannot (business-api.md §4.1 Launch). The answer's address is checked first:
 * only absolute http(s) addresses are followed. Nothing of the answer is shown or logged — its
 * address carries the one-time code.
 */
function AppRedirectContent() {
  const { t } = useTranslation('app-redirect')
  const navigate = useNavigate()
  const { search } = useLocation()
  const request = useMemo(() => readLaunchRequest(search), [search])
  const [attempt, setAttempt] = useState(0)
  const [failed, setFailed] = useState<Failed>()
  const key = `${attempt}:${search}`
  // One launch per address and attempt: StrictMode runs effects twice, and each launch spends a code.
  const launched = useRef('')

  useEffect(() => {
    if (!request || launched.current === key) return
    launched.current = key
    // Silent: the refusal is shown here, not as a toast over a page that says it anyway.
    launchApp(request.appId, request.projectId, { silent: true }).then(
      (answer) => {
        const target = launchTarget(answer)
        if ('url' in target) leaveFor(target.url)
        else setFailed({ key, failure: target })
      },
      (error: unknown) => setFailed({ key, failure: launchFailureOf(error) }),
    )
  }, [request, key])

  const failure: LaunchFailure | undefined = !request
    ? { kind: 'noApp' }
    : failed?.key === key
      ? failed.failure
      : undefined
  if (!failure) return <Spin fullscreen tip={t('opening')} />
  return (
    <Result
      status={failure.kind === 'notFound' ? '404' : 'warning'}
      title={t('failedTitle')}
      subTitle={failure.kind === 'refused' ? failure.message || t('refused') : t(failure.kind)}
      extra={[
        <Button
          key="back"
          type="primary"
          onClick={() => void navigate('/index', { replace: true })}
        >
          {t('backToDashboard')}
        </Button>,
        failure.kind !== 'noApp' && (
          <Button key="retry" onClick={() => setAttempt((n) => n + 1)}>
            {t('retry')}
          </Button>
        ),
      ]}
    />
  )
}

/** `/app/redirect`: outside the signed-in shell (no menu, no tab), so it brings antd's providers. */
export default function AppRedirectPage() {
  return (
    <AppProviders>
      <AppRedirectContent />
    </AppProviders>
  )
}
