import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '@/i18n/i18n'
import './styles/global.css'
import { AppErrorBoundary } from '@/app/app-error-boundary'
import { AppProviders } from '@/app/app-providers'
import { AppRouter } from '@/app/app-router'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppErrorBoundary>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </AppErrorBoundary>
  </StrictMode>,
)
