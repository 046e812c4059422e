import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { createCrudApi } from '@/api/abp/crud-api'
import { createCrudQueries } from '@/query/crud-queries'
import type { PagedListInput, PagedResultDto } from '@/api/abp/paged-result-dto'
import { apiClient } from '@/api/http/api-client'
import type { RequestOptions } from '@/api/http/request-options'
import type { QueryScope } from '@/query/query-keys'

/** Notices (通知公告), business-api.md §6.1. */

export const NoticeStatus = { Draft: 1, Published: 2, Withdrawn: 3 } as const
export type NoticeStatus = (typeof NoticeStatus)[keyof typeof NoticeStatus]

/** PlainText keeps its line breaks; Markdown is CommonMark without raw HTML, sanitized. */
export const NoticeContentFormat = { PlainText: 1, Markdown: 2 } as const
export type NoticeContentFormat = (typeof NoticeContentFormat)[keyof typeof NoticeContentFormat]

/** A notice of the management page (`/post`). */
export interface NoticeDto {
  id: string
  title: string
  content: string
  contentFormat: NoticeContentFormat
  /** null = every user of the tenant; else holders of a grant on the project. */
  projectId: string | null
  projName: string | null
  isPinned: boolean
  status: NoticeStatus
  /** Set by publish (a later time = scheduled); kept on withdraw. */
  publishTime: string | null
  publisherId: string | null
  publisherName: string | null
  readCount: number
  concurrencyStamp: string
  creationTime: string
  creatorId: string | null
  lastModificationTime: string | null
}

/** Title ≤ 128, content ≤ 20000 without `<script`, `javascript:`, `vbscript:`, `data:`. */
export interface NoticeCreateDto {
  title: string
  content: string
  contentFormat?: NoticeContentFormat
  projectId?: string | null
  isPinned?: boolean
}

/** Only drafts and withdrawn notices (else 403 `Base:NoticeNotEditable`). */
export interface NoticeUpdateDto extends NoticeCreateDto {
  concurrencyStamp?: string | null
}

/** The management list's own filters besides `filter` (title). */
export interface NoticeFilters {
  status: NoticeStatus
  projectId: string
}

/**
 * `/api/base/notice`: paged (sorting: creationTime (default desc), publishTime, title, status),
 * CRUD (a create is a Draft), bulk delete.
 */
export const noticeApi = createCrudApi<NoticeDto, NoticeCreateDto, NoticeUpdateDto, NoticeFilters>(
  '/api/base/notice',
  { bulkDelete: true },
)

const one = (id: string) => `/api/base/notice/${encodeURIComponent(id)}`

/**
 * From Draft or Withdrawn: `publishTime` null = now, a later time schedules it, more than 5
 * minutes ago → 400 on `publishTime`; a published notice → 403 `Base:NoticeNotEditable`.
 */
export function publishNotice(id: string, publishTime: string | null, options?: RequestOptions) {
  return apiClient.post<NoticeDto>(`${one(id)}/publish`, { publishTime }, options)
}

/** Published only (else 403 `Base:NoticeNotPublished`); read marks are kept. */
export function withdrawNotice(id: string, options?: RequestOptions) {
  return apiClient.post<NoticeDto>(`${one(id)}/withdraw`, undefined, options)
}

/** A notice as its reader sees it (`/notice`, the dashboard). */
export interface MyNoticeDto {
  id: string
  title: string
  /** The first 120 characters of the content, line breaks as spaces. */
  summary: string
  contentFormat: NoticeContentFormat
  projectId: string | null
  projName: string | null
  isPinned: boolean
  publishTime: string
  publisherName: string | null
  isRead: boolean
  readTime: string | null
}

export interface MyNoticeDetailDto extends MyNoticeDto {
  content: string
}

/** `filter` (title) and paging; the order is fixed: pinned first, then the newest. */
export interface MyNoticeFilters {
  isRead: boolean
  /** Notices of this project only. */
  projectId: string
}

export type MyNoticeListInput = Omit<PagedListInput<MyNoticeFilters>, 'sorting'>

export function getMyNotices(input: MyNoticeListInput, options?: RequestOptions) {
  return apiClient.get<PagedResultDto<MyNoticeDto>>('/api/base/notice/my', input, options)
}

/** With the content; it does not mark the notice read. Not visible → 404 `Notice`. */
export function getMyNotice(id: string, options?: RequestOptions) {
  return apiClient.get<MyNoticeDetailDto>(
    `/api/base/notice/my/${encodeURIComponent(id)}`,
    undefined,
    options,
  )
}

/** A bare number. */
export function getUnreadNoticeCount(options?: RequestOptions) {
  return apiClient.get<number>('/api/base/notice/my/unread-count', undefined, options)
}

/** Idempotent (the first read time stays); also completes the reader's Notice to-dos. */
export async function markNoticeRead(id: string, options?: RequestOptions): Promise<void> {
  await apiClient.post(`${one(id)}/read`, undefined, options)
}

/** Every notice visible to the caller; also completes their Notice to-dos. */
export async function markAllNoticesRead(options?: RequestOptions): Promise<void> {
  await apiClient.post('/api/base/notice/read-all', undefined, options)
}

/**
 * Management queries: `[...scope, 'base', 'notice', 'list' | 'detail', …]`. A write invalidates
 * `noticeQueries.all(scope)`, which covers the readers' queries below too; marking read should
 * also invalidate the to-dos (`todoQueries.all`), since Notice to-dos complete with it.
 */
export const noticeQueries = createCrudQueries(['base', 'notice'], noticeApi)

export const noticeResource = { api: noticeApi, queries: noticeQueries }

const myKey = (scope: QueryScope) => [...noticeQueries.all(scope), 'my'] as const

/** The reader's queries: `[...scope, 'base', 'notice', 'my', …]`. */
export const myNoticeQueries = {
  all: myKey,
  list: (scope: QueryScope, input: MyNoticeListInput) =>
    queryOptions({
      queryKey: [...myKey(scope), 'list', input] as const,
      queryFn: ({ signal }) => getMyNotices(input, { signal, silent: true }),
      placeholderData: keepPreviousData,
    }),
  detail: (scope: QueryScope, id: string) =>
    queryOptions({
      queryKey: [...myKey(scope), 'detail', id] as const,
      queryFn: ({ signal }) => getMyNotice(id, { signal, silent: true }),
    }),
  unreadCount: (scope: QueryScope) =>
    queryOptions({
      queryKey: [...myKey(scope), 'unread-count'] as const,
      queryFn: ({ signal }) => getUnreadNoticeCount({ signal, silent: true }),
    }),
}

/** Permissions of the publishing page (`/post`); the reader's routes need sign-in only. */
export const noticePolicies = {
  read: 'Notice.Notice',
  create: 'Notice.Notice.Create',
  update: 'Notice.Notice.Update',
  delete: 'Notice.Notice.Delete',
  publish: 'Notice.Notice.Publish',
} as const
