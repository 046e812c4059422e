import type { NoticeCreateDto, NoticeDto } from '@/modules/notice/api/notice-api'

/** The draft form: the create body, with "everyone" as no project picked. */
export interface NoticeFormValues extends Omit<NoticeCreateDto, 'projectId'> {
  projectId?: string
}

/** A notice in the form: a notice for everyone shows the empty project picker. */
export function toNoticeForm(notice: NoticeDto): Partial<NoticeFormValues> {
  return {
    title: notice.title,
    content: notice.content,
    contentFormat: notice.contentFormat,
    projectId: notice.projectId ?? undefined,
    isPinned: notice.isPinned,
  }
}

/** What the server gets: a trimmed title, null for everyone (the content is sent as typed). */
export function toNoticeInput(values: NoticeFormValues): NoticeCreateDto {
  return {
    title: values.title.trim(),
    content: values.content,
    contentFormat: values.contentFormat,
    projectId: values.projectId ?? null,
    isPinned: values.isPinned ?? false,
  }
}
