import i18n from 'i18next'
import { errorMessageKeys, errorNamespace } from '@/api/errors/error-message-keys'
import { grantedPolicyNames } from '@/access/permission-rules'
import { SessionError } from '@/auth/session-error'
import { usePermissionStore } from '@/stores/permission-store'
import { layoutRouteIndex } from './installed-routes'
import { canOpenPath } from './route-access'
import { pathnameOfViewKey, toViewPath } from '@/stores/tags-view-rules'
import { useTagsViewStore } from '@/stores/tags-view-store'

export interface RefreshPermissionsDeps {
  /**
   * Reads the grants again, e.g.
   * `() => getApplicationConfiguration().then((config) => config.auth.grantedPolicies)`.
   */
  loadGrantedPolicies: () => Promise<Record<string, boolean>>
  /** Leaves a page the user may no longer open (the router's navigate). */
  navigate: (to: string) => void | Promise<void>
  /** The pathname on screen. */
  currentPath: () => string
}

/**
 * Takes changed grants into account without signing in again (after an administrator changed
 * the user's roles, say): routes and menu are rebuilt, the tabs the user may no longer open close
 * and their kept pages go, and the page on screen gives way to /401 when it is one of them.
 * A user left with no permission at all is the caller's to sign out: this throws a SessionError
 * ('no-permission', spec §5) and changes nothing.
 */
export async function refreshPermissions(deps: RefreshPermissionsDeps): Promise<void> {
  const granted = grantedPolicyNames(await deps.loadGrantedPolicies())
  if (granted.length === 0) {
    throw new SessionError(
      'no-permission',
      i18n.t(errorMessageKeys.noPermissions, { ns: errorNamespace }),
    )
  }
  usePermissionStore.getState().setGranted(granted)
  const canOpen = (path: string) =>
    canOpenPath(layoutRouteIndex(), granted, toViewPath(pathnameOfViewKey(path)))
  useTagsViewStore.getState().keepOpenableViews((view) => canOpen(view.path))
  if (!canOpen(deps.currentPath())) await deps.navigate('/401')
}
