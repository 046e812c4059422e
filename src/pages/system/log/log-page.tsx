import { PagePlaceholder } from '@/components/page-placeholder'

export default function LogPage() {
  return <PagePlaceholder titleKey="log" />
}
