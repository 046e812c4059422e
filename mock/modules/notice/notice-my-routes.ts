import { businessNowMs } from '../../core/clock/business-clock.ts'
import { entityNotFound, validationError } from '../../core/abp-error.ts'
import type { CrudContext } from '../../core/crud/crud-resource.ts'
import { matchesFilter, readPageRequest, takePage } from '../../core/crud/paging.ts'
import { isGuid, toValidationErrors } from '../../core/crud/validation.ts'
import { clockNow } from '../../core/db/audit.ts'
import {
  emptyResponse,
  jsonResponse,
  noContent,
  type MockResponse,
} from '../../core/http/mock-http.ts'
import { authorizedRoute, type BackendRoute } from '../../core/routes/define-route.ts'
import { toMyNoticeDto } from './notice-dto.ts'
import { compareMyNotices } from './notice-rules.ts'
import { completeNoticeTodos } from './notice-todo-sync.ts'
import {
  findVisibleNotice,
  readMarksOf,
  unreadCount,
  visibleNotices,
  type NoticeReader,
} from './notice-visibility.ts'
import {
  collectIssues,
  readBooleanFilter,
  readGuidFilter,
  valueOf,
} from '../../core/crud/query-filters.ts'
import { withCrudContext } from '../../core/crud/with-crud-context.ts'

/** The "my" notice routes (business-api.md §6.1): any signed-in user, their visible notices. */

function readerOf(context: CrudContext): NoticeReader {
  return { db: context.db, tenantId: context.tenantId, userId: context.caller.userId, nowMs: businessNowMs() } // prettier-ignore
}

/** The order is fixed: a `sorting` parameter is not bound, like any unknown parameter. */
function withoutSorting(query: URLSearchParams): URLSearchParams {
  return new URLSearchParams([...query].filter(([key]) => key.toLowerCase() !== 'sorting'))
}

/** `GET my`: `filter` (title), `isRead`, `projectId` (that project's notices), paging. */
function listMyNotices(context: CrudContext): MockResponse {
  const query = withoutSorting(context.request.query)
  const page = readPageRequest(query, [])
  const isRead = readBooleanFilter(query, 'isRead')
  const projectId = readGuidFilter(query, 'projectId')
  const issues = [...(page.ok ? [] : page.issues), ...collectIssues([isRead, projectId])]
  if (!page.ok || issues.length > 0) {
    return validationError(context.culture, toValidationErrors(context.culture, issues))
  }
  const reader = readerOf(context)
  const marks = readMarksOf(reader)
  const rows = visibleNotices(reader)
    .filter((notice) => matchesFilter(page.request.filter, [notice.title]))
    .filter((notice) => valueOf(isRead) === null || marks.has(notice.id) === valueOf(isRead))
    .filter((notice) => valueOf(projectId) === null || notice.projectId === valueOf(projectId))
    .sort(compareMyNotices)
  return jsonResponse(200, {
    totalCount: rows.length,
    items: takePage(rows, page.request).map((row) => toMyNoticeDto(row, context.db, marks.get(row.id))), // prettier-ignore
  })
}

function notFound(context: CrudContext): MockResponse {
  const { id } = context.params
  return isGuid(id) ? entityNotFound(context.culture, 'Notice', id) : emptyResponse(404)
}

/** `GET my/{id}`: with the content; does not mark it read. */
function getMyNotice(context: CrudContext): MockResponse {
  const reader = readerOf(context)
  const notice = isGuid(context.params.id)
    ? findVisibleNotice(reader, context.params.id)
    : undefined
  if (!notice) return notFound(context)
  const dto = toMyNoticeDto(notice, context.db, readMarksOf(reader).get(notice.id))
  return jsonResponse(200, { ...dto, content: notice.content })
}

/** `GET my/unread-count`: a bare number. */
function countUnread(context: CrudContext): MockResponse {
  return jsonResponse(200, unreadCount(readerOf(context)))
}

/** Marks notices read for the reader, keeping the first read time, and closes their to-dos. */
function markRead(context: CrudContext, noticeIds: string[]): void {
  const reader = readerOf(context)
  const marks = readMarksOf(reader)
  const readTime = clockNow()
  for (const noticeId of noticeIds.filter((id) => !marks.has(id))) {
    context.db.noticeReads.push({ id: crypto.randomUUID(), tenantId: reader.tenantId, noticeId, userId: reader.userId, readTime }) // prettier-ignore
  }
  completeNoticeTodos(context.db, reader.tenantId, reader.userId, new Set(noticeIds))
}

/** `POST {id}/read`: idempotent; a notice the caller cannot see → 404. */
function readNotice(context: CrudContext): MockResponse {
  const notice = isGuid(context.params.id)
    ? findVisibleNotice(readerOf(context), context.params.id)
    : undefined
  if (!notice) return notFound(context)
  markRead(context, [notice.id])
  return noContent()
}

/** `POST read-all`: every notice visible to the caller. */
function readAllNotices(context: CrudContext): MockResponse {
  markRead(
    context,
    visibleNotices(readerOf(context)).map((notice) => notice.id),
  )
  return noContent()
}

/** Literal paths first: `my/unread-count` before `my/{id}`. */
export const noticeMyRoutes: BackendRoute[] = [
  authorizedRoute('GET', '/api/base/notice/my', withCrudContext(listMyNotices)),
  authorizedRoute('GET', '/api/base/notice/my/unread-count', withCrudContext(countUnread)),
  authorizedRoute('GET', '/api/base/notice/my/:id', withCrudContext(getMyNotice)),
  authorizedRoute('POST', '/api/base/notice/read-all', withCrudContext(readAllNotices)),
  authorizedRoute('POST', '/api/base/notice/:id/read', withCrudContext(readNotice)),
]
