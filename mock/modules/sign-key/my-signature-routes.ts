import { entityNotFound } from '../../core/abp-error.ts'
import type { CrudContext } from '../../core/crud/crud-resource.ts'
import { touchRow } from '../../core/crud/touch-row.ts'
import { withCrudContext } from '../../core/crud/with-crud-context.ts'
import { newAuditedRecord, sameId } from '../../core/db/audit.ts'
import { findUserById } from '../../core/db/database.ts'
import { jsonResponse, noContent } from '../../core/http/mock-http.ts'
import { readImageUpload } from '../../core/images/image-upload.ts'
import { authorizedRoute, type BackendRoute } from '../../core/routes/define-route.ts'
import { toSignKeyDto } from './sign-key-dto.ts'
import { signKeyKinds } from './sign-key-fields.ts'
import { storedSignKeyImage } from './sign-key-image.ts'
import { signKeyPath, tenantSignKeys } from './sign-key-resource.ts'
import { defaultSignatureName } from './sign-key-rules.ts'
import type { SignKeyRecord } from './sign-key-types.ts'

const path = `${signKeyPath}/my-signature`

/** The caller's live user signature, if any. */
export function findUserSignature(context: CrudContext, userId: string): SignKeyRecord | undefined {
  return tenantSignKeys(context.db, context.tenantId).find(
    (row) => row.kind === signKeyKinds.userSignature && sameId(row.userId, userId),
  )
}

const notFound = (context: CrudContext) =>
  entityNotFound(context.culture, 'SignKey', context.caller.userId)

/**
 * The signed-in user's own signature (business-api.md §5, §6.3): read it (404 `SignKey` without
 * one), upload or replace it under the §0.5 rules (a new one is enabled and named after the
 * user), and remove it. The contract lists GET and PUT; DELETE is added because the profile
 * offers "remove" (issue 22) and the managed route needs SignKeyManage.SignKey.Delete.
 */
export const mySignatureRoutes: BackendRoute[] = [
  authorizedRoute(
    'GET',
    path,
    withCrudContext((context) => {
      const row = findUserSignature(context, context.caller.userId)
      return row ? jsonResponse(200, toSignKeyDto(row, context.db)) : notFound(context)
    }),
  ),
  authorizedRoute(
    'PUT',
    path,
    withCrudContext((context) => {
      const upload = readImageUpload(context.request, context.culture)
      if ('response' in upload) return upload.response
      const { userId } = context.caller
      const image = storedSignKeyImage(upload.image, userId)
      const existing = findUserSignature(context, userId)
      if (existing) {
        existing.image = image
        touchRow(existing, userId)
        return jsonResponse(200, toSignKeyDto(existing, context.db))
      }
      const user = findUserById(userId)
      const row: SignKeyRecord = {
        ...newAuditedRecord(context.tenantId, userId),
        kind: signKeyKinds.userSignature,
        name: defaultSignatureName(user?.name ?? user?.userName ?? ''),
        userId,
        projectId: null,
        htdId: null,
        organizationId: null,
        enabled: true,
        remark: null,
        image,
        holderIds: [],
      }
      context.db.signKeys.push(row)
      return jsonResponse(200, toSignKeyDto(row, context.db))
    }),
    { body: ['file'] },
  ),
  authorizedRoute(
    'DELETE',
    path,
    withCrudContext((context) => {
      const row = findUserSignature(context, context.caller.userId)
      if (!row) return notFound(context)
      row.isDeleted = true
      touchRow(row, context.caller.userId)
      return noContent()
    }),
  ),
]
