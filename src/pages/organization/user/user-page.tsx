import { PagePlaceholder } from '@/components/page-placeholder'

export default function UserPage() {
  return <PagePlaceholder titleKey="user" />
}
