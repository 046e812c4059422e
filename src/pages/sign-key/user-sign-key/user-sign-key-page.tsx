import { PageNotAvailable } from '@/pages/page-not-available'

export default function UserSignKeyPage() {
  return <PageNotAvailable titleKey="userSignKey" />
}
