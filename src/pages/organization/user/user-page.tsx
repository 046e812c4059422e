import { PagePlaceholder } from '@/pages/page-placeholder'

export default function UserPage() {
  return <PagePlaceholder titleKey="user" />
}
