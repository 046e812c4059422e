import { PageNotAvailable } from '@/pages/page-not-available'

export default function UserHtdPage() {
  return <PageNotAvailable titleKey="userHtdPermissions" />
}
