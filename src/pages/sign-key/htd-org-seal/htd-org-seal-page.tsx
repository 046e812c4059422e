import { PagePlaceholder } from '@/pages/page-placeholder'

export default function HtdOrgSealPage() {
  return <PagePlaceholder titleKey="htdOrgSeal" />
}
