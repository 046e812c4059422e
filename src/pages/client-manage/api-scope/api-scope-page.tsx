import { PagePlaceholder } from '@/pages/page-placeholder'

export default function ApiScopePage() {
  return <PagePlaceholder titleKey="apiScope" />
}
