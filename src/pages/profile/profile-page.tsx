import { PagePlaceholder } from '@/components/page-placeholder'

export default function ProfilePage() {
  return <PagePlaceholder titleKey="profile" />
}
