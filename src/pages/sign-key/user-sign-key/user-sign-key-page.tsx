import { PagePlaceholder } from '@/components/page-placeholder'

export default function UserSignKeyPage() {
  return <PagePlaceholder titleKey="userSignKey" />
}
