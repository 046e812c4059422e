import { PageNotAvailable } from '@/pages/page-not-available'

export default function ClientPage() {
  return <PageNotAvailable titleKey="client" />
}
