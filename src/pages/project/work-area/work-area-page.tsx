import { PagePlaceholder } from '@/pages/page-placeholder'

export default function WorkAreaPage() {
  return <PagePlaceholder titleKey="workArea" />
}
