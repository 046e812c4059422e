import { PagePlaceholder } from '@/pages/page-placeholder'

export default function UserSignKeyPage() {
  return <PagePlaceholder titleKey="userSignKey" />
}
