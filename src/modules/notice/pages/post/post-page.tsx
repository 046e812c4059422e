import { PageNotAvailable } from '@/components/page-not-available'

export default function PostPage() {
  return <PageNotAvailable titleKey="post" />
}
