import { Skeleton, Typography } from 'antd'
import { LazyPieceBoundary } from '@/components/lazy-piece/lazy-piece-boundary'
import { retryingLazy } from '@/components/lazy-piece/retrying-lazy'
import { NoticeContentFormat } from '@/modules/notice/api/notice-api'

const NoticeMarkdown = retryingLazy(
  () => import('./notice-markdown'),
  (module) => module.NoticeMarkdown,
)

/** A notice's body: Markdown rendered safely, plain text as text with its line breaks. */
export function NoticeContent({
  content,
  format,
}: {
  content: string
  format: NoticeContentFormat
}) {
  if (format === NoticeContentFormat.Markdown) {
    return (
      <LazyPieceBoundary inline fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
        <NoticeMarkdown content={content} />
      </LazyPieceBoundary>
    )
  }
  return <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{content}</Typography.Paragraph>
}
