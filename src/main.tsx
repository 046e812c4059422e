import { StrictMode, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import '@/i18n/i18n'
import './styles/global.css'
import { AppErrorBoundary } from '@/app/app-error-boundary'
import { BootScreen } from '@/app/boot-screen'
import { AppProviders } from '@/app/app-providers'
import { AppRouter } from '@/app/app-router'
import { recordCaughtError } from '@/app/error-log-capture'

// Errors that an error boundary turns into a panel (a page that throws) go to the error log too.
createRoot(document.getElementById('root')!, { onCaughtError: recordCaughtError }).render(
  <StrictMode>
    <AppErrorBoundary>
      {/* Texts load lazily: the first render waits for the language's namespaces. */}
      <Suspense fallback={<BootScreen />}>
        <AppProviders>
          <AppRouter />
        </AppProviders>
      </Suspense>
    </AppErrorBoundary>
  </StrictMode>,
)
