import { PagePlaceholder } from '@/components/page-placeholder'

export default function UserProjectPage() {
  return <PagePlaceholder titleKey="userProjectPermissions" />
}
