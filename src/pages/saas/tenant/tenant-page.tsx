import { PagePlaceholder } from '@/components/page-placeholder'

export default function TenantPage() {
  return <PagePlaceholder titleKey="tenant" />
}
