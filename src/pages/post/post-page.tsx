import { PagePlaceholder } from '@/pages/page-placeholder'

export default function PostPage() {
  return <PagePlaceholder titleKey="post" />
}
