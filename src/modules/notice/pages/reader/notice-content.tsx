import { Skeleton, Typography } from 'antd'
import { lazy, Suspense } from 'react'
import { NoticeContentFormat } from '@/modules/notice/api/notice-api'
import { importWithRetry } from '@/utils/import-with-retry'

const NoticeMarkdown = lazy(async () => ({
  default: (await importWithRetry(() => import('./notice-markdown'))).NoticeMarkdown,
}))

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
      <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
        <NoticeMarkdown content={content} />
      </Suspense>
    )
  }
  return <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{content}</Typography.Paragraph>
}
