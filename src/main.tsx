import { StrictMode, Suspense, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import '@/i18n/i18n'
import './styles/global.css'
import { AppErrorBoundary } from '@/app/app-error-boundary'
import { BootScreen } from '@/app/boot-screen'
import { AppRouter } from '@/app/app-router'
import { startApp } from '@/app/bootstrap'
import { installErrorLogCapture, recordCaughtError } from '@/layout/error-log/error-log-capture'

installErrorLogCapture()

// The entry holds React, the router and i18n only: antd's providers come with the signed-in shell
// (src/layout/app-shell.tsx), so the sign-in page loads a fraction of the JavaScript.
// Errors that an error boundary turns into a panel (a page that throws) go to the error log too.
const root = createRoot(document.getElementById('root')!, { onCaughtError: recordCaughtError })

function renderApp(app: ReactNode): void {
  root.render(
    <StrictMode>
      <AppErrorBoundary>
        {/* Later loads (the redirect flow's provider, a language's texts) wait here. */}
        <Suspense fallback={<BootScreen />}>{app}</Suspense>
      </AppErrorBoundary>
    </StrictMode>,
  )
}

/** A start-up that failed (its code or texts could not load): the error boundary's message. */
function StartFailed({ error }: { error: unknown }): never {
  throw error
}

// The first render waits for the start (settings, texts, session), with index.html's static boot
// screen painted meanwhile, rather than suspending on it: React holds a Suspense boundary's content
// for 300 ms after its fallback was shown, which delayed every first page on a fast network.
void startApp().then(
  (started) => renderApp(<AppRouter started={started} />),
  (error: unknown) => renderApp(<StartFailed error={error} />),
)
