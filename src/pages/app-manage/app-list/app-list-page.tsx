import { PagePlaceholder } from '@/components/page-placeholder'

export default function AppListPage() {
  return <PagePlaceholder titleKey="appList" />
}
