import { PageNotAvailable } from '@/pages/page-not-available'

export default function ApiScopePage() {
  return <PageNotAvailable titleKey="apiScope" />
}
