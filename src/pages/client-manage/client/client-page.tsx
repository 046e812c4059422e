import { PagePlaceholder } from '@/components/page-placeholder'

export default function ClientPage() {
  return <PagePlaceholder titleKey="client" />
}
