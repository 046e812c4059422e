import { StrictMode, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import '@/i18n/i18n'
import './styles/global.css'
import { AppErrorBoundary } from '@/app/app-error-boundary'
import { BootScreen } from '@/app/boot-screen'
import { AppProviders } from '@/app/app-providers'
import { AppRouter } from '@/app/app-router'

createRoot(document.getElementById('root')!).render(
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
