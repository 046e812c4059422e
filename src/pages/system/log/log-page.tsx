import { PagePlaceholder } from '@/pages/page-placeholder'

export default function LogPage() {
  return <PagePlaceholder titleKey="log" />
}
