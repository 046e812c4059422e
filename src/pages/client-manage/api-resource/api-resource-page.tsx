import { PagePlaceholder } from '@/components/page-placeholder'

export default function ApiResourcePage() {
  return <PagePlaceholder titleKey="apiResource" />
}
