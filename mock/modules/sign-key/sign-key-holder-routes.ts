import { entityNotFound, validationError } from '../../core/abp-error.ts'
import { businessError, concurrencyConflict } from '../../core/crud/business-error.ts'
import type { Check, CrudContext } from '../../core/crud/crud-resource.ts'
import { findRow } from '../../core/crud/crud-reads.ts'
import { touchRow } from '../../core/crud/touch-row.ts'
import { guidList, toValidationErrors, validateInput } from '../../core/crud/validation.ts'
import { withCrudContext } from '../../core/crud/with-crud-context.ts'
import { sameId } from '../../core/db/audit.ts'
import type { UserRecord } from '../../core/db/types.ts'
import { isRecord, jsonResponse, parseJsonBody } from '../../core/http/mock-http.ts'
import { defineRoute, type BackendRoute } from '../../core/routes/define-route.ts'
import { findTenantUser } from '../project/grant-records.ts'
import { userHasProjectGrant } from '../project/project-access.ts'
import { signKeyNames } from './sign-key-dto.ts'
import { signKeyKinds } from './sign-key-fields.ts'
import { signKeyPath, signKeyPermission, signKeyResource } from './sign-key-resource.ts'
import type { SignKeyRecord } from './sign-key-types.ts'

export const manageHoldersPermission = `${signKeyPermission}.ManageHolders`

const holderFields = { userIds: { ...guidList(100), presence: 'CU' as const } }

function holderItems(row: SignKeyRecord, context: CrudContext) {
  const items = row.holderIds.flatMap((userId) => {
    const user = findTenantUser(context.db, context.tenantId, userId)
    return user ? [{ userId: user.id, userName: user.userName, name: user.name }] : []
  })
  return { items }
}

function hasHtdGrant(context: CrudContext, userId: string, htdId: string): boolean {
  return context.db.userHtdPermissions.some(
    (grant) => !grant.isDeleted && sameId(grant.userId, userId) && sameId(grant.htdId, htdId),
  )
}

/**
 * A seal's holder needs access to where the seal applies (workflow-api.md §6): a grant on the
 * section of a section seal, on the project of a project seal; else `Base:UserNotInProject`.
 */
function checkHolder(row: SignKeyRecord, user: UserRecord, context: CrudContext): Check {
  const names = signKeyNames(row, context.db)
  const allowed =
    row.kind === signKeyKinds.htdOrgSeal
      ? hasHtdGrant(context, user.id, row.htdId!)
      : userHasProjectGrant(context.db, user.id, row.projectId!)
  if (allowed) return null
  const place = row.kind === signKeyKinds.htdOrgSeal ? `${names.projName} ${names.htdName}` : names.projName // prettier-ignore
  return businessError(
    context.culture,
    'Base:UserNotInProject',
    user.name ?? user.userName,
    place ?? '',
  )
}

/**
 * Seal holders (workflow-api.md §6; the usage log is the workflow module's, signing-routes.ts): who may apply a seal. PUT replaces the set
 * (≤ 100 users) under the seal's concurrency stamp (stale → 409) and gives it a new stamp.
 */
export const signKeyHolderRoutes: BackendRoute[] = [
  defineRoute({
    method: 'GET',
    pattern: `${signKeyPath}/:id/holder`,
    permission: signKeyPermission,
    handle: withCrudContext((context) => {
      const found = findRow(signKeyResource, context, context.params.id)
      return 'response' in found ? found.response : jsonResponse(200, holderItems(found.row, context)) // prettier-ignore
    }),
  }),
  defineRoute({
    method: 'PUT',
    pattern: `${signKeyPath}/:id/holder`,
    permission: manageHoldersPermission,
    reads: { body: ['userIds', 'concurrencyStamp'] },
    handle: withCrudContext((context) => {
      const { culture } = context
      const found = findRow(signKeyResource, context, context.params.id)
      if ('response' in found) return found.response
      const { row } = found
      const body = parseJsonBody(context.request.body)
      const result = validateInput(body, holderFields, 'update')
      const issues = result.ok ? [] : result.issues
      // A user signature is applied by its owner alone: it has no holders.
      if (result.ok && row.kind === signKeyKinds.userSignature) {
        issues.push({ member: 'userIds', rule: 'V5', args: [] })
      }
      if (!result.ok || issues.length > 0) {
        return validationError(culture, toValidationErrors(culture, issues))
      }
      const users: UserRecord[] = []
      for (const userId of result.input.userIds ?? []) {
        const user = findTenantUser(context.db, context.tenantId, userId)
        if (!user) return entityNotFound(culture, 'IdentityUser', userId)
        const refusal = checkHolder(row, user, context)
        if (refusal) return refusal
        users.push(user)
      }
      const stamp = isRecord(body) ? body.concurrencyStamp : null
      if (typeof stamp === 'string' && stamp !== '' && stamp !== row.concurrencyStamp) {
        return concurrencyConflict(culture)
      }
      row.holderIds = users.map((user) => user.id)
      touchRow(row, context.caller.userId)
      return jsonResponse(200, holderItems(row, context))
    }),
  }),
]
