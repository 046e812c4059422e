import { PagePlaceholder } from '@/pages/page-placeholder'

export default function ProjectListPage() {
  return <PagePlaceholder titleKey="projectList" />
}
