import { PagePlaceholder } from '@/components/page-placeholder'

export default function AllSignKeysPage() {
  return <PagePlaceholder titleKey="allSignKeys" />
}
