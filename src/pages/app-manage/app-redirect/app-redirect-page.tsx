import { PageNotAvailable } from '@/pages/page-not-available'

export default function AppRedirectPage() {
  return <PageNotAvailable titleKey="appRedirect" />
}
