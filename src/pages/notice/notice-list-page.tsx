import { PageNotAvailable } from '@/pages/page-not-available'

export default function NoticeListPage() {
  return <PageNotAvailable titleKey="notice" />
}
