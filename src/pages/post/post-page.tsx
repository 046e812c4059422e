import { PagePlaceholder } from '@/components/page-placeholder'

export default function PostPage() {
  return <PagePlaceholder titleKey="post" />
}
