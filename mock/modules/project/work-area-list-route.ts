import { entityNotFound, policyNotGranted, validationError } from '../../core/abp-error.ts'
import { isGranted } from '../../core/auth/permission-check.ts'
import { maxPickerItems } from '../../core/crud/crud-reads.ts'
import { isGuid, toValidationErrors } from '../../core/crud/validation.ts'
import { withCrudContext } from '../../core/crud/with-crud-context.ts'
import { liveRows } from '../../core/db/database.ts'
import { sameId } from '../../core/db/audit.ts'
import { jsonResponse } from '../../core/http/mock-http.ts'
import { defineRoute, type BackendRoute } from '../../core/routes/define-route.ts'
import { findHtd, toWorkAreaDto } from './project-dtos.ts'
import { workAreaOrder } from './work-area-filters.ts'

/**
 * `GET /api/base/work-area/list?htdId=` (business-api.md §3.3): the approval forms' work-area
 * picker (workflow-api.md §1). Sign-in plus a grant on that section (row check: 403 without one),
 * or Project.Htd; at most 1000, by sort then chainage.
 */
export const workAreaListRoute: BackendRoute = defineRoute({
  method: 'GET',
  pattern: '/api/base/work-area/list',
  reads: { query: ['htdId', 'includeDisabled'] },
  handle: withCrudContext((context) => {
    const htdId = context.request.query.get('htdId')?.trim() ?? ''
    if (!htdId || !isGuid(htdId)) {
      const issue = { member: 'htdId', rule: htdId ? ('V5' as const) : ('V1' as const), args: [] }
      return validationError(context.culture, toValidationErrors(context.culture, [issue]))
    }
    if (!findHtd(context.db, context.tenantId, htdId)) return entityNotFound(context.culture, 'Htd', htdId) // prettier-ignore
    const granted = context.db.userHtdPermissions.some((g) => !g.isDeleted && sameId(g.userId, context.caller.userId) && sameId(g.htdId, htdId)) // prettier-ignore
    if (!granted && !isGranted(context.caller, 'Project.Htd')) return policyNotGranted(context.culture) // prettier-ignore
    // Work areas have no enabled flag yet: `includeDisabled` is read and changes nothing.
    const items = liveRows(context.db.workAreas, context.tenantId)
      .filter((row) => sameId(row.htdId, htdId))
      .sort(workAreaOrder)
      .slice(0, maxPickerItems)
      .map((row) => toWorkAreaDto(row, context.db))
    return jsonResponse(200, { items })
  }),
})
