import { PagePlaceholder } from '@/pages/page-placeholder'

export default function ProjOrgSealPage() {
  return <PagePlaceholder titleKey="projOrgSeal" />
}
