import { entityNotFound } from '../../core/abp-error.ts'
import { findUserById, getDatabase, listTenantUsers, liveRows } from '../../core/db/database.ts'
import type { UserRecord } from '../../core/db/types.ts'
import { jsonResponse } from '../../core/http/mock-http.ts'
import { avatarResponse } from './avatar-png.ts'
import {
  anonymousRoute,
  authorizedRoute,
  type BackendRoute,
} from '../../core/routes/define-route.ts'
import { toIdentityUserDto } from './identity-user-dto.ts'

/**
 * The project's own identity extensions (not standard ABP, abp-api.md §4.1).
 *
 * `current-user` answers `{id, name, userName, phoneNumber, positions}` where `positions` is a list
 * of `{id, name}` (the user's job positions in the organisation, e.g. 项目经理).
 */
function currentUserDto(user: UserRecord) {
  // Enabled positions only, in `sort` order (business-api.md §1.3, §12).
  const positions = liveRows(getDatabase().positions, user.tenantId)
    .filter((p) => p.enabled && user.positionIds.includes(p.id))
    .sort((a, b) => a.sort - b.sort)
    .map(({ id, name }) => ({ id, name }))
  return {
    id: user.id,
    name: user.name,
    userName: user.userName,
    phoneNumber: user.phoneNumber,
    positions,
  }
}

export const userRoutes: BackendRoute[] = [
  authorizedRoute('GET', '/api/identity/users/current-user', ({ caller, culture }) => {
    const user = findUserById(caller.userId)
    if (!user) return entityNotFound(culture, 'IdentityUser', caller.userId)
    return jsonResponse(200, currentUserDto(user))
  }),
  authorizedRoute('GET', '/api/identity/users/list', ({ tenant }) => {
    const users = listTenantUsers(tenant?.id ?? null)
    const sorted = [...users].sort((a, b) => a.userName.localeCompare(b.userName))
    return jsonResponse(200, { items: sorted.map(toIdentityUserDto) })
  }),
  // Anonymous on purpose (business-api.md §6.3): an <img src> cannot carry a bearer token or a
  // __tenant header. User ids are unique across tenants, so no tenant is needed.
  anonymousRoute('GET', '/api/identity/users/:id/avatar', ({ params, culture }) => {
    const user = findUserById(params.id)
    if (!user) return entityNotFound(culture, 'IdentityUser', params.id)
    if (!user.hasAvatar) return entityNotFound(culture, 'IdentityUserAvatar', params.id)
    return avatarResponse(user)
  }),
]
