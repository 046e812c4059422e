import { PagePlaceholder } from '@/components/page-placeholder'

export default function OrgPage() {
  return <PagePlaceholder titleKey="org" />
}
