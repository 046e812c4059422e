import { PagePlaceholder } from '@/components/page-placeholder'

export default function DictPage() {
  return <PagePlaceholder titleKey="dict" />
}
