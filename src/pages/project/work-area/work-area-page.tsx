import { PagePlaceholder } from '@/components/page-placeholder'

export default function WorkAreaPage() {
  return <PagePlaceholder titleKey="workArea" />
}
