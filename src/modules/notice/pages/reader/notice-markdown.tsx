import { Typography } from 'antd'
import { useMemo } from 'react'
import { renderNoticeMarkdown } from './notice-markdown-rules'

/**
 * A Markdown notice, in a chunk of its own (markdown-it loads only when one is opened). The HTML
 * comes from markdown-it alone, with raw HTML off and unsafe links refused: nothing the author
 * typed reaches the page as markup.
 */
export function NoticeMarkdown({ content }: { content: string }) {
  const html = useMemo(() => renderNoticeMarkdown(content), [content])
  return (
    <Typography>
      <div data-testid="notice-markdown" dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  )
}
