import { PageNotAvailable } from '@/pages/page-not-available'

export default function TodoPage() {
  return <PageNotAvailable titleKey="todo" />
}
