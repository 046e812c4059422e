import { PageNotAvailable } from '@/pages/page-not-available'

export default function PostPage() {
  return <PageNotAvailable titleKey="post" />
}
