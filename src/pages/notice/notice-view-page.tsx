import { PagePlaceholder } from '@/components/page-placeholder'

export default function NoticeViewPage() {
  return <PagePlaceholder titleKey="noticeView" />
}
