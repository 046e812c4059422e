import { PageNotAvailable } from '@/components/page-not-available'

export default function UserSignKeyPage() {
  return <PageNotAvailable titleKey="userSignKey" />
}
