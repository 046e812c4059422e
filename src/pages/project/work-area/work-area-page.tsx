import { PageNotAvailable } from '@/pages/page-not-available'

export default function WorkAreaPage() {
  return <PageNotAvailable titleKey="workArea" />
}
