// First: the shell's own styles and the pages' come after antd's, as when antd writes them.
import './shell-antd-styles.css'
import { QueryClientProvider } from '@tanstack/react-query'
import { AppProviders } from '@/components/providers/app-providers'
import { queryClient } from '@/query/query-client'
import { AppLayout } from './app-layout'
import { RefreshPermissionsProvider } from './refresh-permissions-provider'

/**
 * The signed-in area with the server-state cache (src/query), antd's theme, locale and App
 * context (toasts, dialogs) and the permission refresher for pages. The sign-in page has none.
 */
export default function AppShell() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppProviders>
        <RefreshPermissionsProvider>
          <AppLayout />
        </RefreshPermissionsProvider>
      </AppProviders>
    </QueryClientProvider>
  )
}
