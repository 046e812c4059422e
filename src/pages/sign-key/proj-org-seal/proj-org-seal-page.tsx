import { PageNotAvailable } from '@/pages/page-not-available'

export default function ProjOrgSealPage() {
  return <PageNotAvailable titleKey="projOrgSeal" />
}
