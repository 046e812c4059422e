import { Menu, type MenuProps } from 'antd'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useMatches } from 'react-router-dom'
import { buildMenuItems, findOpenKeys, type MenuEntry } from '@/router/build-menu-items'
import { isRouteHandle } from '@/router/route-handle'
import { usePermissionStore } from '@/stores/permission-store'
import { renderMenuIcon } from './menu-icons'

type MenuItem = Required<MenuProps>['items'][number]

function toAntdItem(entry: MenuEntry, t: (key: string) => string): MenuItem {
  const label = t(entry.titleKey)
  const icon = renderMenuIcon(entry.icon)
  if (entry.children) {
    return { key: entry.key, icon, label, children: entry.children.map((c) => toAntdItem(c, t)) }
  }
  const link = entry.isExternal ? (
    <a href={entry.key} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  ) : (
    <Link to={entry.key}>{label}</Link>
  )
  return { key: entry.key, icon, label: link }
}

/** The sidebar menu of the routes the user may see, in a `nav` landmark. */
export function SidebarMenu({ collapsed = false }: { collapsed?: boolean }) {
  const { t } = useTranslation('route')
  const routes = usePermissionStore((s) => s.routes)
  const { pathname } = useLocation()
  const matches = useMatches()
  const entries = useMemo(() => buildMenuItems(routes), [routes])
  const items = useMemo(() => entries.map((e) => toAntdItem(e, t)), [entries, t])
  const handle = matches.at(-1)?.handle
  const selected = (isRouteHandle(handle) && handle.meta.activeMenu) || pathname

  return (
    <nav aria-label={t('app:shell.mainMenu')}>
      <Menu
        mode="inline"
        theme="dark"
        inlineCollapsed={collapsed}
        items={items}
        selectedKeys={[selected]}
        defaultOpenKeys={collapsed ? [] : findOpenKeys(entries, selected)}
      />
    </nav>
  )
}
