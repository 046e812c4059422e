import { PageNotAvailable } from '@/pages/page-not-available'

export default function NoticeViewPage() {
  return <PageNotAvailable titleKey="noticeView" />
}
