import { PageNotAvailable } from '@/pages/page-not-available'

export default function ApiResourcePage() {
  return <PageNotAvailable titleKey="apiResource" />
}
