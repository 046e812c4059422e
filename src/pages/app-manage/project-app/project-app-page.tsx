import { PagePlaceholder } from '@/components/page-placeholder'

export default function ProjectAppPage() {
  return <PagePlaceholder titleKey="projectApp" />
}
