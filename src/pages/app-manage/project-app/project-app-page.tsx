import { PagePlaceholder } from '@/pages/page-placeholder'

export default function ProjectAppPage() {
  return <PagePlaceholder titleKey="projectApp" />
}
