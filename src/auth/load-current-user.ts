import { getApplicationConfiguration } from '@/api/abp/application-configuration-api'
import { getCurrentUser, type CurrentUserInfoDto } from '@/api/abp/identity-users-api'
import { useUserStore } from '@/stores/user-store'

// Apart from load-session: that one builds the routes (and so imports the pages), this one may be
// imported by a page.

/**
 * The user store from `current-user` (name, phone, positions) and the configuration's roles; the
 * `current-user` call may have been started already (beside the configuration's).
 */
export async function loadCurrentUser(
  roleNames: readonly string[],
  asked: Promise<CurrentUserInfoDto> = getCurrentUser({ silent: true }),
): Promise<void> {
  const user = await asked
  useUserStore.getState().setProfile({
    id: user.id,
    userName: user.userName,
    name: user.name || user.userName,
    phoneNumber: user.phoneNumber,
    positions: user.positions.map((p) => ({ id: p.id, name: p.name ?? '' })),
    roleNames: [...roleNames],
  })
}

/**
 * Reads the signed-in user again after they changed their own profile (business-api.md §6.3:
 * `current-user` and the application configuration), so the navbar and every page show the new
 * name at once, without a reload. Grants and routes are not touched (see refreshPermissions).
 * Rejects with the failed call's ApiError (silent: the caller decides what to say).
 */
export async function reloadCurrentUser(): Promise<void> {
  const config = await getApplicationConfiguration({ silent: true })
  await loadCurrentUser(config.currentUser.roles)
}
