import { PageNotAvailable } from '@/pages/page-not-available'

export default function HtdPage() {
  return <PageNotAvailable titleKey="htd" />
}
