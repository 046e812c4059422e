import { PagePlaceholder } from '@/components/page-placeholder'

export default function HtdPage() {
  return <PagePlaceholder titleKey="htd" />
}
