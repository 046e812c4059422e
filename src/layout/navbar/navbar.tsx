import { theme } from 'antd'
import { ErrorLogButton } from '@/layout/error-log/error-log-button'
import { MenuSearch } from '@/layout/menu-search/menu-search'
import { useAppStore } from '@/stores/app-store'
import { useSettingsStore } from '@/stores/settings-store'
import { Breadcrumbs } from './breadcrumbs'
import { DisplayMenu } from './display-menu'
import { Hamburger } from './hamburger'
import { LanguageSelect } from './language-select'
import { NavbarBrand } from './navbar-brand'
import { NavbarSlot } from './navbar-slot'
import { ProjectSwitcher } from './project-switcher'
import { SettingsButton } from './settings-button'
import { UserDropdown } from './user-dropdown'
import styles from './navbar.module.css'

/** Height of the top bar (px). */
export const navbarHeight = 50

/**
 * The top bar (spec §1/§2 Layout). Self-contained: it reads the app and settings stores. The layout
 * makes it (with the tab bar) stick to the top under the fixed-header setting. Full screen, the bar's
 * colour and the size share one menu (DisplayMenu); from 1280 px the system name and the current
 * page's title are never cut (navbar.module.css). On a phone the system name, the breadcrumbs and
 * that menu give way to the project switcher and the user menu (the logo stays).
 */
export function Navbar() {
  const { token } = theme.useToken()
  const isMobile = useAppStore((s) => s.device === 'mobile')
  const showSettings = useSettingsStore((s) => s.showSettings)

  return (
    <header
      className={styles.navbar}
      style={{
        height: navbarHeight,
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <NavbarBrand isCompact={isMobile} />
      <Hamburger />
      {!isMobile && (
        <div className={styles.breadcrumbs}>
          <Breadcrumbs />
        </div>
      )}
      <div className={styles.right}>
        <MenuSearch />
        <ErrorLogButton />
        <NavbarSlot />
        <LanguageSelect />
        {!isMobile && <DisplayMenu />}
        <ProjectSwitcher />
        {showSettings && <SettingsButton />}
        <UserDropdown isCompact={isMobile} />
      </div>
    </header>
  )
}
