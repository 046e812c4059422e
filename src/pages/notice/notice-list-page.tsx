import { PagePlaceholder } from '@/pages/page-placeholder'

export default function NoticeListPage() {
  return <PagePlaceholder titleKey="notice" />
}
