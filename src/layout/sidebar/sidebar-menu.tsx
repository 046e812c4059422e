import { Menu, type MenuProps } from 'antd'
import { useMemo, useState } from 'react'
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

function useSelectedKey(): string {
  const { pathname } = useLocation()
  return findRouteHandle(useMatches())?.meta.activeMenu || pathname
}

/**
 * The sidebar menu of the routes the user may see, in a `nav` landmark. Expanded groups follow
 * navigation (a page opened from the search or a tab opens its group). Collapsed, groups open as
 * pop-ups whose state is kept apart, so expanding the sidebar restores the groups it had open.
 */
export function SidebarMenu({ collapsed = false }: { collapsed?: boolean }) {
  const { t } = useTranslation('route')
  const routes = usePermissionStore((s) => s.routes)
  const entries = useMemo(() => buildMenuItems(routes), [routes])
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

  return (
    <nav aria-label={t('app:shell.mainMenu')}>
      <Menu
        mode="inline"
        theme="dark"
        items={items}
        selectedKeys={[selected]}
        openKeys={collapsed ? popupKeys : expandedKeys}
        onOpenChange={collapsed ? setPopupKeys : setExpandedKeys}
      />
    </nav>
  )
}
