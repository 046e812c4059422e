import i18n from 'i18next'
import { getApplicationConfiguration } from '@/api/abp/application-configuration-api'
import { demoGetInfo } from '@/api/demo/demo-user-api'
import { getCurrentUser } from '@/api/abp/identity-users-api'
import { errorMessageKeys, errorNamespace } from '@/api/errors/error-message-keys'
import { grantedPolicyNames } from '@/access/permission-rules'
import { usePermissionStore } from '@/stores/permission-store'
import { useUserStore } from '@/stores/user-store'
import { loadCurrentUser } from './load-current-user'
import type { Session } from './session'
import { SessionError } from './session-error'

let pending: Promise<void> | undefined

/**
 * Loads roles, profile and routes once per session (spec §2 Route guard: "when signed in and no
 * roles are loaded, fetch permissions, build the allowed routes"). Concurrent callers share one load.
 * The calls are silent: the guard decides what the user is told (an outage is not a sign-out).
 */
export function ensureSession(session: Session): Promise<void> {
  if (usePermissionStore.getState().isLoaded) return Promise.resolve()
  const load = session.method === 'demo' ? loadDemoSession : loadSession
  pending ??= load(session).finally(() => {
    pending = undefined
  })
  return pending
}

function noPermissions(): SessionError {
  return new SessionError(
    'no-permission',
    i18n.t(errorMessageKeys.noPermissions, { ns: errorNamespace }),
  )
}

/** The demo client (vue-element-admin's mock API): roles come from user/info. */
async function loadDemoSession(session: Session): Promise<void> {
  const info = await demoGetInfo(session.getAccessToken() ?? '')
  if (info.roles.length === 0) throw noPermissions()
  const userStore = useUserStore.getState()
  userStore.setProfile({
    id: info.name,
    userName: info.name,
    name: info.name,
    phoneNumber: null,
    positions: [],
    introduction: info.introduction ?? '',
    avatar: info.avatar ?? '',
  })
  usePermissionStore.getState().setGranted(info.roles)
}

async function loadSession(): Promise<void> {
  // The profile is asked beside the configuration: one round trip after sign-in, not two. Its
  // answer counts only once the configuration says the token is good and grants something; had
  // it failed, it is asked again then.
  const early = getCurrentUser({ silent: true, speculative: true })
  early.catch(() => undefined)
  const config = await getApplicationConfiguration({ silent: true })
  // ABP answers an expired or foreign token on this anonymous endpoint as an anonymous user.
  if (!config.currentUser.isAuthenticated) {
    throw new SessionError('expired', i18n.t(errorMessageKeys.unauthorized, { ns: errorNamespace }))
  }
  // Roles are the keys of the granted-policies map (spec §6).
  const roles = grantedPolicyNames(config.auth.grantedPolicies)
  if (roles.length === 0) throw noPermissions()

  await loadCurrentUser(
    config.currentUser.roles,
    early.catch(() => getCurrentUser({ silent: true })),
  )
  usePermissionStore.getState().setGranted(roles)
}
