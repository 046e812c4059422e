import { QueryClientProvider } from '@tanstack/react-query'
import { AppProviders } from '@/components/providers/app-providers'
import { queryClient } from '@/query/query-client'
import { AppLayout } from './app-layout'

/**
 * The signed-in area with the server-state cache (src/query) and antd's theme, locale and App
 * context (toasts, dialogs). The sign-in page has neither.
 */
export function AppShell() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppProviders>
        <AppLayout />
      </AppProviders>
    </QueryClientProvider>
  )
}
