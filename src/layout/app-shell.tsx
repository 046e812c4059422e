import { AppProviders } from '@/components/providers/app-providers'
import { AppLayout } from './app-layout'

/** The signed-in area with antd's theme, locale and App context (toasts, dialogs). */
export function AppShell() {
  return (
    <AppProviders>
      <AppLayout />
    </AppProviders>
  )
}
