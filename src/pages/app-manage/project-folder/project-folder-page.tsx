import { PagePlaceholder } from '@/components/page-placeholder'

export default function ProjectFolderPage() {
  return <PagePlaceholder titleKey="projectFolder" />
}
