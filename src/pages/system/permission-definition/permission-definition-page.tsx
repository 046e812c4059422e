import { PagePlaceholder } from '@/components/page-placeholder'

export default function PermissionDefinitionPage() {
  return <PagePlaceholder titleKey="permissionDefinition" />
}
