import { PageNotAvailable } from '@/components/page-not-available'

export default function AllSignKeysPage() {
  return <PageNotAvailable titleKey="allSignKeys" />
}
