import { PagePlaceholder } from '@/pages/page-placeholder'

export default function NoticeViewPage() {
  return <PagePlaceholder titleKey="noticeView" />
}
