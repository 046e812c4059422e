import { PagePlaceholder } from '@/components/page-placeholder'

export default function UserHtdPage() {
  return <PagePlaceholder titleKey="userHtdPermissions" />
}
