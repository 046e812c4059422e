import { PagePlaceholder } from '@/pages/page-placeholder'

export default function AllSignKeysPage() {
  return <PagePlaceholder titleKey="allSignKeys" />
}
