import { StrictMode, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import '@/i18n/i18n'
import './styles/global.css'
import { AppErrorBoundary } from '@/app/app-error-boundary'
import { BootScreen } from '@/app/boot-screen'
import { AppRouter } from '@/app/app-router'
import { installErrorLogCapture, recordCaughtError } from '@/app/error-log-capture'

installErrorLogCapture()

// The entry holds React, the router and i18n only: antd's providers come with the signed-in shell
// (src/layout/app-shell.tsx), so the sign-in page loads a fraction of the JavaScript.
// Errors that an error boundary turns into a panel (a page that throws) go to the error log too.
createRoot(document.getElementById('root')!, { onCaughtError: recordCaughtError }).render(
  <StrictMode>
    <AppErrorBoundary>
      {/* Texts load lazily: the first render waits for the language's namespaces. */}
      <Suspense fallback={<BootScreen />}>
        <AppRouter />
      </Suspense>
    </AppErrorBoundary>
  </StrictMode>,
)
