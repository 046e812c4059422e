import { PageNotAvailable } from '@/components/page-not-available'

export default function ProjectFolderPage() {
  return <PageNotAvailable titleKey="projectFolder" />
}
