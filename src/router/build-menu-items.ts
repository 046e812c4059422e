import type { LiveCounts } from '@/api/live-counts/live-counts-dto'
import type { RouteEntry, RouteIndex } from './route-index'

/** One sidebar entry, independent of any UI library. `key` is the full path (or external URL). */
export interface MenuEntry {
  key: string
  titleKey: string
  icon?: string
  isExternal: boolean
  /** The live count shown beside it (`meta.badge`); a group lists its children's. */
  badges?: readonly (keyof LiveCounts)[]
  children?: MenuEntry[]
}

function toLink(entry: RouteEntry, fallbackIcon?: string): MenuEntry {
  return {
    key: entry.fullPath,
    titleKey: entry.meta?.titleKey ?? entry.fullPath,
    icon: entry.meta?.icon ?? fallbackIcon,
    isExternal: entry.isExternal,
    ...(entry.meta?.badge && { badges: [entry.meta.badge] }),
  }
}

/** A group shows the counts of its entries, so a closed group still says there is work. */
function withChildren(group: MenuEntry, children: MenuEntry[]): MenuEntry {
  const badges = [...new Set(children.flatMap((child) => child.badges ?? []))]
  return { ...group, children, ...(badges.length && { badges }) }
}

function toMenuEntries(entries: readonly RouteEntry[]): MenuEntry[] {
  const menu: MenuEntry[] = []
  for (const entry of entries) {
    if (entry.meta?.hidden) continue
    const visibleChildren = entry.children.filter((child) => !child.meta?.hidden)
    if (!entry.isGroup) {
      menu.push(toLink(entry))
    } else if (visibleChildren.length === 1 && !entry.meta?.alwaysShow) {
      const only = visibleChildren[0]
      if (only.isGroup) menu.push(...toMenuEntries([only]))
      else menu.push(toLink(only, entry.meta?.icon))
    } else if (visibleChildren.length > 0) {
      menu.push(withChildren(toLink(entry), toMenuEntries(visibleChildren)))
    }
  }
  return menu
}

/**
 * Sidebar entries from the routes the user may see (spec §2 Layout): hidden routes are skipped; a
 * group with one visible child shows as a single link unless `alwaysShow`; otherwise a submenu.
 */
export function buildMenuItems(index: RouteIndex): MenuEntry[] {
  return toMenuEntries(index.roots)
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
