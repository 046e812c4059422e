import { PagePlaceholder } from '@/pages/page-placeholder'

export default function PermissionDefinitionPage() {
  return <PagePlaceholder titleKey="permissionDefinition" />
}
