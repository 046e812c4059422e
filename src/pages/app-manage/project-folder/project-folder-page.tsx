import { PagePlaceholder } from '@/pages/page-placeholder'

export default function ProjectFolderPage() {
  return <PagePlaceholder titleKey="projectFolder" />
}
