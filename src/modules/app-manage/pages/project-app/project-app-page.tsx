import { PageNotAvailable } from '@/components/page-not-available'

export default function ProjectAppPage() {
  return <PageNotAvailable titleKey="projectApp" />
}
