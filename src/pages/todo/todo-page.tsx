import { PagePlaceholder } from '@/pages/page-placeholder'

export default function TodoPage() {
  return <PagePlaceholder titleKey="todo" />
}
