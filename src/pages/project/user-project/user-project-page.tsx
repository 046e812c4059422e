import { PagePlaceholder } from '@/pages/page-placeholder'

export default function UserProjectPage() {
  return <PagePlaceholder titleKey="userProjectPermissions" />
}
