import { PagePlaceholder } from '@/components/page-placeholder'

export default function HtdOrgSealPage() {
  return <PagePlaceholder titleKey="htdOrgSeal" />
}
