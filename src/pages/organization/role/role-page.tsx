import { PagePlaceholder } from '@/pages/page-placeholder'

export default function RolePage() {
  return <PagePlaceholder titleKey="role" />
}
