import { PageNotAvailable } from '@/pages/page-not-available'

export default function ProjectListPage() {
  return <PageNotAvailable titleKey="projectList" />
}
