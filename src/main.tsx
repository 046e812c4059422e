import { StrictMode, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import '@/i18n/i18n'
import './styles/global.css'
import { AppErrorBoundary } from '@/app/app-error-boundary'
import { BootScreen } from '@/app/boot-screen'
import { AppRouter } from '@/app/app-router'
import { startApp } from '@/app/bootstrap'
import { installErrorLogCapture, recordCaughtError } from '@/layout/error-log/error-log-capture'

installErrorLogCapture()
const runtime = startApp()

// The entry holds React, the router and i18n only: antd's providers come with the signed-in shell
// (src/layout/app-shell.tsx), so the sign-in page loads a fraction of the JavaScript.
// Errors that an error boundary turns into a panel (a page that throws) go to the error log too.
createRoot(document.getElementById('root')!, { onCaughtError: recordCaughtError }).render(
  <StrictMode>
    <AppErrorBoundary>
      {/* Texts load lazily and the session starts: the first render waits for both. */}
      <Suspense fallback={<BootScreen />}>
        <AppRouter runtime={runtime} />
      </Suspense>
    </AppErrorBoundary>
  </StrictMode>,
)
