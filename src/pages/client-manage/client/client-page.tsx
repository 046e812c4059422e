import { PagePlaceholder } from '@/pages/page-placeholder'

export default function ClientPage() {
  return <PagePlaceholder titleKey="client" />
}
