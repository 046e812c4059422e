import { isExternalPath, resolveRoutePath } from './resolve-route-path'
import type { AppRoute } from './route-types'

/** One sidebar entry, independent of any UI library. `key` is the full path (or external URL). */
export interface MenuEntry {
  key: string
  titleKey: string
  icon?: string
  isExternal: boolean
  children?: MenuEntry[]
}

function toLink(route: AppRoute, fullPath: string, fallbackIcon?: string): MenuEntry {
  return {
    key: fullPath,
    titleKey: route.meta?.titleKey ?? fullPath,
    icon: route.meta?.icon ?? fallbackIcon,
    isExternal: isExternalPath(fullPath),
  }
}

/**
 * Sidebar entries from the kept routes (spec §2 Layout): hidden routes are skipped; a group with
 * one visible child shows as a single link unless `alwaysShow`; otherwise a submenu.
 */
export function buildMenuItems(routes: readonly AppRoute[], parentPath = ''): MenuEntry[] {
  const entries: MenuEntry[] = []
  for (const route of routes) {
    if (route.meta?.hidden) continue
    const fullPath = parentPath ? resolveRoutePath(parentPath, route.path) : route.path
    const visibleChildren = (route.children ?? []).filter((child) => !child.meta?.hidden)
    if (!route.children) {
      entries.push(toLink(route, fullPath))
    } else if (visibleChildren.length === 1 && !route.meta?.alwaysShow) {
      const only = visibleChildren[0]
      if (only.children) entries.push(...buildMenuItems([only], fullPath))
      else entries.push(toLink(only, resolveRoutePath(fullPath, only.path), route.meta?.icon))
    } else if (visibleChildren.length > 0) {
      entries.push({
        ...toLink(route, fullPath),
        children: buildMenuItems(visibleChildren, fullPath),
      })
    }
  }
  return entries
}

/** Keys of the submenus that lead to `path`, to open them on first render. */
export function findOpenKeys(entries: readonly MenuEntry[], path: string): string[] {
  for (const entry of entries) {
    if (!entry.children) continue
    if (entry.children.some((child) => child.key === path)) return [entry.key]
    const nested = findOpenKeys(entry.children, path)
    if (nested.length) return [entry.key, ...nested]
  }
  return []
}
