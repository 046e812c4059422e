import { Menu, type MenuProps } from 'antd'
import { memo, startTransition, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useMatches } from 'react-router-dom'
import { buildMenuItems, findOpenKeys, type MenuEntry } from '@/router/build-menu-items'
import { findRouteHandle } from '@/router/route-handle'
import { usePermissionStore } from '@/stores/permission-store'
import { renderMenuIcon } from './menu-icons'

type MenuItem = Required<MenuProps>['items'][number]

function toAntdItem(entry: MenuEntry, t: (key: string) => string): MenuItem {
  const label = t(entry.titleKey)
  const icon = renderMenuIcon(entry.icon)
  if (entry.children) {
    return { key: entry.key, icon, label, children: entry.children.map((c) => toAntdItem(c, t)) }
  }
  // Spec §2: external links (http, https, mailto, tel) open in a new window.
  const link = entry.isExternal ? (
    <a href={entry.key} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  ) : (
    <Link to={entry.key}>{label}</Link>
  )
  return { key: entry.key, icon, label: link }
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
  const routeIndex = usePermissionStore((s) => s.routeIndex)
  const entries = useMemo(() => buildMenuItems(routeIndex), [routeIndex])
  const items = useMemo(() => entries.map((e) => toAntdItem(e, t)), [entries, t])
  const selected = useSelectedKey()

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
  return <nav aria-label={t('app:shell.mainMenu')}>{menu}</nav>
})
