import { noContent } from '../../core/http/mock-http.ts'
import { readImageUpload } from '../../core/images/image-upload.ts'
import { authorizedRoute, type BackendRoute } from '../../core/routes/define-route.ts'
import { withCurrentUser } from './current-user-action.ts'

const path = '/api/identity/users/current-user/avatar'

/**
 * The signed-in user's avatar (business-api.md §6.3): a multipart upload under the §0.5 rules
 * replaces it, a delete removes it (the anonymous read answers 404 then). The avatar is kept
 * apart from the user row, as a blob would be: neither changes the user's concurrency stamp.
 */
export const myAvatarRoutes: BackendRoute[] = [
  authorizedRoute(
    'PUT',
    path,
    withCurrentUser((user, ctx) => {
      const upload = readImageUpload(ctx.request, ctx.culture)
      if ('response' in upload) return upload.response
      user.avatarImage = upload.image
      user.hasAvatar = true
      return noContent()
    }),
  ),
  authorizedRoute(
    'DELETE',
    path,
    withCurrentUser((user) => {
      delete user.avatarImage
      user.hasAvatar = false
      return noContent()
    }),
  ),
]
