import { forbidden } from '../../core/abp-error.ts'
import { isGranted } from '../../core/auth/permission-check.ts'
import { findRow } from '../../core/crud/crud-reads.ts'
import { touchRow } from '../../core/crud/touch-row.ts'
import { withCrudContext } from '../../core/crud/with-crud-context.ts'
import { sameId } from '../../core/db/audit.ts'
import { jsonResponse } from '../../core/http/mock-http.ts'
import { imageResponse } from '../../core/images/image-response.ts'
import { readImageUpload } from '../../core/images/image-upload.ts'
import { defineRoute, type BackendRoute } from '../../core/routes/define-route.ts'
import { getRuntimeSettings } from '../../core/runtime-settings.ts'
import { toSignKeyDto } from './sign-key-dto.ts'
import { signKeyKinds } from './sign-key-fields.ts'
import { storedSignKeyImage } from './sign-key-image.ts'
import { signKeyPath, signKeyPermission, signKeyResource } from './sign-key-resource.ts'

/**
 * A key's image (business-api.md §5, §0.5): the download, for holders of SignKeyManage.SignKey
 * and for the owner of a user signature; the replace, which gives a new `imageHash`,
 * `imageUpdateTime`, uploader and stamp.
 */
export const signKeyImageRoutes: BackendRoute[] = [
  defineRoute({
    method: 'GET',
    pattern: `${signKeyPath}/:id/image`,
    handle: withCrudContext((context) => {
      const found = findRow(signKeyResource, context, context.params.id)
      if ('response' in found) {
        // Without the permission an unknown id says no more than a known one.
        return isGranted(context.caller, signKeyPermission)
          ? found.response
          : forbidden(context.culture, getRuntimeSettings().authErrorFormat)
      }
      const { row } = found
      const isOwner = row.kind === signKeyKinds.userSignature && sameId(row.userId, context.caller.userId) // prettier-ignore
      if (!isOwner && !isGranted(context.caller, signKeyPermission)) {
        return forbidden(context.culture, getRuntimeSettings().authErrorFormat)
      }
      return imageResponse(row.image.type, row.image.bytes)
    }),
  }),
  defineRoute({
    method: 'PUT',
    pattern: `${signKeyPath}/:id/image`,
    permission: `${signKeyPermission}.Update`,
    reads: { body: ['file'] },
    handle: withCrudContext((context) => {
      const found = findRow(signKeyResource, context, context.params.id)
      if ('response' in found) return found.response
      const upload = readImageUpload(context.request, context.culture)
      if ('response' in upload) return upload.response
      found.row.image = storedSignKeyImage(upload.image, context.caller.userId)
      touchRow(found.row, context.caller.userId)
      return jsonResponse(200, toSignKeyDto(found.row, context.db))
    }),
  }),
]
