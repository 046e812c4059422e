import { PageNotAvailable } from '@/components/page-not-available'

export default function AppRedirectPage() {
  return <PageNotAvailable titleKey="appRedirect" />
}
