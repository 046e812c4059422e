import { PagePlaceholder } from '@/pages/page-placeholder'

export default function DictPage() {
  return <PagePlaceholder titleKey="dict" />
}
