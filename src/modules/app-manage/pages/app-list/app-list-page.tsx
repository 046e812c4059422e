import { PageNotAvailable } from '@/components/page-not-available'

export default function AppListPage() {
  return <PageNotAvailable titleKey="appList" />
}
