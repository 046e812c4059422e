import { businessNowMs } from '../../core/clock/business-clock.ts'
import { validationError } from '../../core/abp-error.ts'
import { businessError } from '../../core/crud/business-error.ts'
import type { CrudContext } from '../../core/crud/crud-resource.ts'
import { findRow } from '../../core/crud/crud-reads.ts'
import { toValidationErrors, validateInput } from '../../core/crud/validation.ts'
import { formatClockTime, parseClockTime } from '../../core/db/clock-time.ts'
import { findUserById } from '../../core/db/database.ts'
import { noticeStatuses } from './notice-types.ts'
import { jsonResponse, parseJsonBody, type MockResponse } from '../../core/http/mock-http.ts'
import { defineRoute, type BackendRoute } from '../../core/routes/define-route.ts'
import { dateTime } from '../../core/crud/date-time-field.ts'
import { toNoticeDto } from './notice-dto.ts'
import { noticeResource } from './notice-resource.ts'
import { isNoticeEditable, isPublishTimeTooEarly } from './notice-rules.ts'
import { touchRow } from '../../core/crud/touch-row.ts'
import { withCrudContext } from '../../core/crud/with-crud-context.ts'

const publishFields = { publishTime: dateTime() }

function invalidPublishTime(context: CrudContext): MockResponse {
  const issues = [{ member: 'publishTime', rule: 'V5' as const, args: [] }]
  return validationError(context.culture, toValidationErrors(context.culture, issues))
}

/**
 * `POST /{id}/publish {publishTime}`: from Draft or Withdrawn (else `Base:NoticeNotEditable`);
 * null = now, a later time schedules it, more than 5 minutes ago → V5. The caller publishes.
 */
function publishNotice(context: CrudContext): MockResponse {
  const found = findRow(noticeResource, context, context.params.id)
  if ('response' in found) return found.response
  const input = validateInput(parseJsonBody(context.request.body) ?? {}, publishFields, 'create')
  if (!input.ok) {
    return validationError(context.culture, toValidationErrors(context.culture, input.issues))
  }
  const nowMs = businessNowMs()
  const requested = input.input.publishTime
  const requestedMs = requested === null ? nowMs : (parseClockTime(requested) ?? nowMs)
  if (isPublishTimeTooEarly(requestedMs, nowMs)) return invalidPublishTime(context)
  const { row } = found
  if (!isNoticeEditable(row.status)) return businessError(context.culture, 'Base:NoticeNotEditable')
  const publisher = findUserById(context.caller.userId)
  Object.assign(row, {
    status: noticeStatuses.published,
    publishTime: formatClockTime(requestedMs),
    publisherId: context.caller.userId,
    publisherName: publisher?.name ?? publisher?.userName ?? context.caller.userName,
  })
  touchRow(row, context.caller.userId)
  return jsonResponse(200, toNoticeDto(row, context.db))
}

/** `POST /{id}/withdraw`: Published (scheduled too) only, else `Base:NoticeNotPublished`. */
function withdrawNotice(context: CrudContext): MockResponse {
  const found = findRow(noticeResource, context, context.params.id)
  if ('response' in found) return found.response
  const { row } = found
  if (row.status !== noticeStatuses.published) {
    return businessError(context.culture, 'Base:NoticeNotPublished')
  }
  row.status = noticeStatuses.withdrawn
  touchRow(row, context.caller.userId)
  return jsonResponse(200, toNoticeDto(row, context.db))
}

export const noticePublishRoutes: BackendRoute[] = [
  defineRoute({
    method: 'POST',
    pattern: '/api/base/notice/:id/publish',
    permission: 'Notice.Notice.Publish',
    handle: withCrudContext(publishNotice),
  }),
  defineRoute({
    method: 'POST',
    pattern: '/api/base/notice/:id/withdraw',
    permission: 'Notice.Notice.Publish',
    handle: withCrudContext(withdrawNotice),
  }),
]
