import { useEffect, useRef } from 'react'
import type { MyNoticeDto } from '@/modules/notice/api/notice-api'
import { useNoticeRead } from './use-notice-read'

/**
 * Opening a notice marks it read (the GET does not: business-api.md §6.1), once per notice shown.
 * The lists, the unread count and the dashboard's notices reload with the new mark.
 */
export function useMarkReadOnOpen(notice: MyNoticeDto | undefined): void {
  const { mutate } = useNoticeRead().markRead
  const marked = useRef<string | undefined>(undefined)
  useEffect(() => {
    if (!notice || notice.isRead || marked.current === notice.id) return
    marked.current = notice.id
    mutate(notice.id)
  }, [notice, mutate])
}
