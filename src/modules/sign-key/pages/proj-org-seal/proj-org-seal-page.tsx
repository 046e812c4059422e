import { PageNotAvailable } from '@/components/page-not-available'

export default function ProjOrgSealPage() {
  return <PageNotAvailable titleKey="projOrgSeal" />
}
