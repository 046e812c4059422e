import { PagePlaceholder } from '@/components/page-placeholder'

export default function TodoPage() {
  return <PagePlaceholder titleKey="todo" />
}
