import { PageNotAvailable } from '@/pages/page-not-available'

export default function AppListPage() {
  return <PageNotAvailable titleKey="appList" />
}
