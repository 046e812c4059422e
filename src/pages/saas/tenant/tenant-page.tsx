import { PagePlaceholder } from '@/pages/page-placeholder'

export default function TenantPage() {
  return <PagePlaceholder titleKey="tenant" />
}
