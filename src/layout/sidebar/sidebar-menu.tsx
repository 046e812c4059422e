import { useQueryClient } from '@tanstack/react-query'
import { Menu, type MenuProps } from 'antd'
import { memo, startTransition, useEffect, useMemo, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useMatches } from 'react-router-dom'
import { buildMenuItems, findOpenKeys, type MenuEntry } from '@/router/build-menu-items'
import { useInAppLinkClick } from '@/router/in-app-link-click'
import { prefetchLinkedPage } from '@/router/page-prefetch'
import { findRouteHandle } from '@/router/route-handle'
import type { LiveCounts } from '@/api/live-counts/live-counts-dto'
import { useTenantScope } from '@/query/query-scope'
import { usePermissionStore } from '@/stores/permission-store'
import { MenuLabel } from './menu-label'
import { renderMenuIcon } from './menu-icons'
import styles from './sidebar.module.css'
import { menuBadgeText, useMenuCounts } from './use-menu-counts'

type MenuItem = Required<MenuProps>['items'][number]

/**
 * A menu entry whose label shows its whole title when it is cut (MenuLabel). Collapsed, a
 * top-level group is an icon whose pages open in a pop-up: the pop-up starts with the group's
 * title, the only place it is then written out (single links get antd's own tooltip).
 */
function toAntdItem(
  entry: MenuEntry,
  t: (key: string) => string,
  counts: Partial<LiveCounts> | undefined,
  collapsed = false,
): MenuItem {
  const text = t(entry.titleKey)
  const icon = renderMenuIcon(entry.icon)
  const badge = menuBadgeText(entry.badges, counts)
  // A plain span (the bell's way): antd's Badge would join the always-loaded shell for one number.
  const withBadge = (label: ReactNode) =>
    badge ? (
      <span className={styles.menuLabelRow}>
        {label}
        <span className={styles.menuBadge}>{badge}</span>
      </span>
    ) : (
      label
    )
  if (entry.children) {
    const children = entry.children.map((c) => toAntdItem(c, t, counts))
    const label = withBadge(<MenuLabel text={text} />)
    if (!collapsed) return { key: entry.key, icon, label, children }
    const titled = [{ type: 'group' as const, key: `${entry.key}#title`, label, children }]
    return { key: entry.key, icon, label, children: titled }
  }
  // Spec §2: external links (http, https, mailto, tel) open in a new window.
  const link = entry.isExternal ? (
    <a href={entry.key} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  ) : (
    // In the app: followed by the menu's one click handler (useInAppLinkClick), not a <Link> each.
    <a href={entry.key}>{text}</a>
  )
  return { key: entry.key, icon, label: withBadge(<MenuLabel text={text}>{link}</MenuLabel>) }
}

/**
 * The menu key of the current page. A new selection re-renders every menu item (tens of
 * milliseconds), so it follows in a transition of its own, started after the navigation's commit:
 * the page is shown first, the highlight a frame later.
 */
function useSelectedKey(): string {
  const { pathname } = useLocation()
  const routeKey = findRouteHandle(useMatches())?.meta.activeMenu || pathname
  const [selected, setSelected] = useState(routeKey)
  useEffect(() => {
    startTransition(() => setSelected(routeKey))
  }, [routeKey])
  return selected
}

/**
 * The sidebar menu of the routes the user may see, in a `nav` landmark. Expanded groups follow
 * navigation (a page opened from the search or a tab opens its group). Collapsed, groups open as
 * pop-ups whose state is kept apart, so expanding the sidebar restores the groups it had open.
 * Memoised: the sidebar renders again on every navigation, the menu only when its props change.
 */
export const SidebarMenu = memo(function SidebarMenu({
  collapsed = false,
}: {
  collapsed?: boolean
}) {
  const { t } = useTranslation('route')
  const intent = { tenant: useTenantScope(), client: useQueryClient() }
  const routeIndex = usePermissionStore((s) => s.routeIndex)
  const entries = useMemo(() => buildMenuItems(routeIndex), [routeIndex])
  const counts = useMenuCounts()
  const items = useMemo(
    () => entries.map((e) => toAntdItem(e, t, counts, collapsed)),
    [entries, t, counts, collapsed],
  )
  const selected = useSelectedKey()
  const followLink = useInAppLinkClick()

  const [expandedKeys, setExpandedKeys] = useState(() => findOpenKeys(entries, selected))
  const [popupKeys, setPopupKeys] = useState<string[]>([])
  const [followed, setFollowed] = useState({ selected, entries })
  if (followed.selected !== selected || followed.entries !== entries) {
    setFollowed({ selected, entries })
    const wanted = findOpenKeys(entries, selected)
    setExpandedKeys((keys) => [...new Set([...keys, ...wanted])])
    setPopupKeys([])
  }

  const openKeys = collapsed ? popupKeys : expandedKeys
  const onOpenChange = collapsed ? setPopupKeys : setExpandedKeys
  // Rendering the menu renders every item: only when what it shows changed, not on each navigation.
  const menu = useMemo(
    () => (
      <Menu
        mode="inline"
        theme="dark"
        items={items}
        selectedKeys={[selected]}
        openKeys={openKeys}
        onOpenChange={onOpenChange}
      />
    ),
    [items, selected, openKeys, onOpenChange],
  )
  // A page's code, texts and first list are fetched when the pointer reaches its entry (or the
  // focus does): the click then waits for none of them.
  return (
    <nav
      aria-label={t('app:shell.mainMenu')}
      onPointerOver={(event) => prefetchLinkedPage(event, intent)}
      onFocus={(event) => prefetchLinkedPage(event, intent)}
      onClick={followLink}
    >
      {menu}
    </nav>
  )
})
