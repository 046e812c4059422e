import { WebStorageStateStore, type User } from 'oidc-client-ts'
import { appConfig } from '@/config/app-config'
import { useUserStore } from '@/stores/user-store'
import { createOidcSettings } from './oidc-settings'
import { SerializedUserManager } from './serialized-user-manager'

let userManager: SerializedUserManager | undefined

/** The HTTP layer reads the token from the session store, in both sign-in modes. */
export function applyOidcUser(user: User): void {
  // The API takes the tenant from the token (`tenantid`), so no `__tenant` header is sent.
  useUserStore.getState().setToken(user.access_token, '')
}

function createUserManager(): SerializedUserManager {
  const settings = createOidcSettings(appConfig.oidc, {
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
  })
  const manager = new SerializedUserManager(settings, {
    tokenInUse: () => useUserStore.getState().token,
  })
  // Every renewal (timer, 401, guard, another tab) lands here.
  manager.events.addUserLoaded(applyOidcUser)
  return manager
}

/** The one UserManager of the app (created on first use, in the redirect flow only). */
export function getUserManager(): SerializedUserManager {
  userManager ??= createUserManager()
  return userManager
}
