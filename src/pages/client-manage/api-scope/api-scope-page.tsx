import { PagePlaceholder } from '@/components/page-placeholder'

export default function ApiScopePage() {
  return <PagePlaceholder titleKey="apiScope" />
}
