import { PagePlaceholder } from '@/components/page-placeholder'

export default function PositionPage() {
  return <PagePlaceholder titleKey="position" />
}
