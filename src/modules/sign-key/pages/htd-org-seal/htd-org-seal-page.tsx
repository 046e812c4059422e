import { PageNotAvailable } from '@/components/page-not-available'

export default function HtdOrgSealPage() {
  return <PageNotAvailable titleKey="htdOrgSeal" />
}
