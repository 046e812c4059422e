import { PagePlaceholder } from '@/pages/page-placeholder'

export default function AppRedirectPage() {
  return <PagePlaceholder titleKey="appRedirect" />
}
