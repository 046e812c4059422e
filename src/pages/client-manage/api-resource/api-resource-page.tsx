import { PagePlaceholder } from '@/pages/page-placeholder'

export default function ApiResourcePage() {
  return <PagePlaceholder titleKey="apiResource" />
}
