import { PageNotAvailable } from '@/pages/page-not-available'

export default function ProjectFolderPage() {
  return <PageNotAvailable titleKey="projectFolder" />
}
