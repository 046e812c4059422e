import { PagePlaceholder } from '@/components/page-placeholder'

export default function ProjectListPage() {
  return <PagePlaceholder titleKey="projectList" />
}
