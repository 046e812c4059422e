import { PagePlaceholder } from '@/components/page-placeholder'

export default function NoticeListPage() {
  return <PagePlaceholder titleKey="notice" />
}
