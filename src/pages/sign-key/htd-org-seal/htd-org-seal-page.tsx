import { PageNotAvailable } from '@/pages/page-not-available'

export default function HtdOrgSealPage() {
  return <PageNotAvailable titleKey="htdOrgSeal" />
}
