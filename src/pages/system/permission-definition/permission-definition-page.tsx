import { PageNotAvailable } from '@/pages/page-not-available'

export default function PermissionDefinitionPage() {
  return <PageNotAvailable titleKey="permissionDefinition" />
}
