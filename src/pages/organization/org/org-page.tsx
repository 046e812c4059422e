import { PagePlaceholder } from '@/pages/page-placeholder'

export default function OrgPage() {
  return <PagePlaceholder titleKey="org" />
}
