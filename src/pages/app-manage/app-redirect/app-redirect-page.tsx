import { PagePlaceholder } from '@/components/page-placeholder'

export default function AppRedirectPage() {
  return <PagePlaceholder titleKey="appRedirect" />
}
