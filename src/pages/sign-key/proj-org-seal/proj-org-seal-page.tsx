import { PagePlaceholder } from '@/components/page-placeholder'

export default function ProjOrgSealPage() {
  return <PagePlaceholder titleKey="projOrgSeal" />
}
