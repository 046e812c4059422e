import { PageNotAvailable } from '@/pages/page-not-available'

export default function LogPage() {
  return <PageNotAvailable titleKey="log" />
}
