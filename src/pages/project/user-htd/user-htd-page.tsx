import { PagePlaceholder } from '@/pages/page-placeholder'

export default function UserHtdPage() {
  return <PagePlaceholder titleKey="userHtdPermissions" />
}
