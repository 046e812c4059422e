import { Button, Result, Spin } from 'antd'
import { useEffect, useRef, useState } from 'react'
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

type LaunchState = { kind: 'launching' } | { kind: 'failed'; failure: LaunchFailure }

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
  const [state, setState] = useState<LaunchState>({ kind: 'launching' })
  const [attempt, setAttempt] = useState(0)
  // One launch per address and attempt: StrictMode runs effects twice, and each launch spends a code.
  const launched = useRef('')

  useEffect(() => {
    const key = `${attempt}:${search}`
    if (launched.current === key) return
    launched.current = key
    const request = readLaunchRequest(search)
    if (!request) {
      setState({ kind: 'failed', failure: { kind: 'noApp' } })
      return
    }
    setState({ kind: 'launching' })
    // Silent: the refusal is shown here, not as a toast over a page that says it anyway.
    launchApp(request.appId, request.projectId, { silent: true }).then(
      (answer) => {
        const target = launchTarget(answer)
        if ('url' in target) leaveFor(target.url)
        else setState({ kind: 'failed', failure: target })
      },
      (error: unknown) => setState({ kind: 'failed', failure: launchFailureOf(error) }),
    )
  }, [search, attempt])

  if (state.kind === 'launching') return <Spin fullscreen tip={t('opening')} />
  const { failure } = state
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
