import { PagePlaceholder } from '@/components/page-placeholder'

export default function RolePage() {
  return <PagePlaceholder titleKey="role" />
}
