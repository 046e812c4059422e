import { PageNotAvailable } from '@/pages/page-not-available'

export default function DictPage() {
  return <PageNotAvailable titleKey="dict" />
}
