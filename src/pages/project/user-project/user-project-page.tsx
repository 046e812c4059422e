import { PageNotAvailable } from '@/pages/page-not-available'

export default function UserProjectPage() {
  return <PageNotAvailable titleKey="userProjectPermissions" />
}
