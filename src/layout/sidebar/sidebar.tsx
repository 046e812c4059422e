import { ConfigProvider, Layout } from 'antd'
import { useEffect, useMemo } from 'react'
import { useLocation } from 'react-router-dom'
import { IconStylesFromAntd } from '@/components/providers/icon-styles-from-antd'
import { useAppStore } from '@/stores/app-store'
import { useSettingsStore } from '@/stores/settings-store'
import { sidebarWidth } from '@/utils/device'
import { SidebarLogo } from './sidebar-logo'
import { SidebarMenu } from './sidebar-menu'
import { buildSidebarTheme, sidebarTextColor } from './sidebar-theme'
import { useResponsiveDevice } from './use-responsive-device'
import styles from './sidebar.module.css'

/** Width of the collapsed (icons only) sidebar, as in vue-element-admin. */
export const collapsedSidebarWidth = 54

/** Spec §4: on a narrow screen the overlay closes on route change (and Escape, for keyboards). */
function useMobileAutoClose(isMobile: boolean, opened: boolean): void {
  const { pathname } = useLocation()
  useEffect(() => {
    const state = useAppStore.getState()
    if (state.device === 'mobile' && state.sidebar.opened) state.closeSidebar(false)
  }, [pathname])
  useEffect(() => {
    if (!isMobile || !opened) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') useAppStore.getState().closeSidebar(false)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [isMobile, opened])
}

/**
 * Spec §2/§4: 210 px wide; collapsed to icons when closed; below 992 px an overlay over the page
 * with a mask that closes it. Self-contained: it reads the app and settings stores itself.
 */
export function Sidebar() {
  useResponsiveDevice()
  const isMobile = useAppStore((s) => s.device === 'mobile')
  const { opened, withoutAnimation } = useAppStore((s) => s.sidebar)
  const closeSidebar = useAppStore((s) => s.closeSidebar)
  const navbarColor = useSettingsStore((s) => s.navbarColor)
  const showLogo = useSettingsStore((s) => s.sidebarLogo)
  const theme = useMemo(() => buildSidebarTheme(navbarColor), [navbarColor])
  // The logo's text follows the menu's: white, or dark on a light navbar colour.
  const surface = { background: navbarColor, color: sidebarTextColor(navbarColor) }
  useMobileAutoClose(isMobile, opened)

  const collapsed = !isMobile && !opened
  const content = (
    <ConfigProvider theme={theme}>
      <IconStylesFromAntd>
        {showLogo && <SidebarLogo collapsed={collapsed} />}
        <SidebarMenu collapsed={collapsed} />
      </IconStylesFromAntd>
    </ConfigProvider>
  )
  const noAnimation = withoutAnimation ? styles.noAnimation : ''

  if (isMobile) {
    return (
      <>
        {opened && (
          <div
            className={styles.mask}
            role="presentation"
            data-testid="sidebar-mask"
            onClick={() => closeSidebar(false)}
          />
        )}
        <aside
          className={`${styles.overlay} ${opened ? styles.overlayOpen : ''} ${noAnimation}`}
          style={{ width: sidebarWidth, ...surface }}
          inert={!opened}
        >
          {content}
        </aside>
      </>
    )
  }
  return (
    <Layout.Sider
      width={sidebarWidth}
      collapsedWidth={collapsedSidebarWidth}
      collapsed={collapsed}
      trigger={null}
      className={`${styles.sider} ${noAnimation}`}
      style={surface}
    >
      {content}
    </Layout.Sider>
  )
}
