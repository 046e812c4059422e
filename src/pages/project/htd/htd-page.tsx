import { PagePlaceholder } from '@/pages/page-placeholder'

export default function HtdPage() {
  return <PagePlaceholder titleKey="htd" />
}
