import { useQuery } from '@tanstack/react-query'
import dayjs from 'dayjs'
import { useMemo } from 'react'
import type { MyNoticeDetailDto, NoticeContentFormat } from '@/modules/notice/api/notice-api'
import { projectOptionsQuery } from '@/modules/project'
import { useTenantScope } from '@/query/query-scope'
import { useUserStore } from '@/stores/user-store'
import { toAbpDateTime } from '@/utils/abp-date'
import { NoticeArticle } from '../reader/notice-article'

export interface NoticePreviewProps {
  title: string
  content: string
  format: NoticeContentFormat
  projectId: string | null
  isPinned: boolean
}

/**
 * The draft as its readers will see it: the reader's own article (the same Markdown renderer and
 * sanitizing), published by the signed-in user now. In a chunk of its own, loaded when the
 * preview is first opened; markdown-it follows only for a Markdown draft.
 */
export function NoticePreview(props: NoticePreviewProps) {
  const publisherName = useUserStore((user) => user.name || user.userName)
  const projects = useQuery({
    ...projectOptionsQuery(useTenantScope()),
    enabled: !!props.projectId,
  })
  const projName = projects.data?.find((project) => project.id === props.projectId)?.projName
  const notice = useMemo<MyNoticeDetailDto>(
    () => ({
      id: '',
      title: props.title,
      summary: '',
      content: props.content,
      contentFormat: props.format,
      projectId: props.projectId,
      projName: projName ?? null,
      isPinned: props.isPinned,
      publishTime: toAbpDateTime(dayjs()) ?? '',
      publisherName,
      isRead: false,
      readTime: null,
    }),
    [
      props.title,
      props.content,
      props.format,
      props.projectId,
      props.isPinned,
      projName,
      publisherName,
    ],
  )
  return <NoticeArticle notice={notice} />
}
