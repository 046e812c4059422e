import { PagePlaceholder } from '@/pages/page-placeholder'

export default function AppListPage() {
  return <PagePlaceholder titleKey="appList" />
}
