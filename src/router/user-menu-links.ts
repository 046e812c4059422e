import type { MenuEntry } from './build-menu-items'
import type { RouteIndex } from './route-index'
import { canAccessRoute } from './route-access'

/**
 * The pages of one's own that the sidebar hides (`meta.userMenu`: notices, to-dos, publishing):
 * the user menu lists them and the menu search finds them, each only for those who may open it.
 */
export function buildUserMenuLinks(index: RouteIndex, granted: readonly string[]): MenuEntry[] {
  return index.entries
    .filter((entry) => entry.meta?.userMenu && canAccessRoute(granted, entry.metaChain))
    .map((entry) => ({
      key: entry.fullPath,
      titleKey: entry.meta?.titleKey ?? entry.fullPath,
      icon: entry.meta?.icon,
      isExternal: entry.isExternal,
    }))
}
