import { PageNotAvailable } from '@/components/page-not-available'

/** A route's page that shows its title and "not available yet" (workflow-routes.ts). */
export function notAvailablePage(titleKey: string) {
  return function WorkflowNotAvailablePage() {
    return <PageNotAvailable titleKey={titleKey} />
  }
}
