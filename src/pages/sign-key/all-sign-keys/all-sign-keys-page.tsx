import { PageNotAvailable } from '@/pages/page-not-available'

export default function AllSignKeysPage() {
  return <PageNotAvailable titleKey="allSignKeys" />
}
