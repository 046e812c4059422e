import { PageNotAvailable } from '@/pages/page-not-available'

export default function TenantPage() {
  return <PageNotAvailable titleKey="tenant" />
}
