import { PageNotAvailable } from '@/pages/page-not-available'

export default function ProjectAppPage() {
  return <PageNotAvailable titleKey="projectApp" />
}
