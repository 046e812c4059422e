import { theme } from 'antd'
import { ErrorLogButton } from '@/layout/error-log/error-log-button'
import { MenuSearch } from '@/layout/menu-search/menu-search'
import { useAppStore } from '@/stores/app-store'
import { useSettingsStore } from '@/stores/settings-store'
import { Breadcrumbs } from './breadcrumbs'
import { FullscreenToggle } from './fullscreen-toggle'
import { Hamburger } from './hamburger'
import { LanguageSelect } from './language-select'
import { NavbarBrand } from './navbar-brand'
import { NavbarColorPicker } from './navbar-color-picker'
import { ProjectSwitcher } from './project-switcher'
import { SettingsButton } from './settings-button'
import { SizeSelect } from './size-select'
import { UserDropdown } from './user-dropdown'
import styles from './navbar.module.css'

/** Height of the top bar (px). */
export const navbarHeight = 50

/**
 * The top bar (spec §1/§2 Layout). Self-contained: it reads the app and settings stores. The layout
 * makes it (with the tab bar) stick to the top under the fixed-header setting. On a phone the
 * system name, breadcrumbs, full-screen, colour and size buttons give way to the project switcher
 * and the user menu (the logo stays).
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
        {!isMobile && <FullscreenToggle />}
        {!isMobile && <NavbarColorPicker />}
        <LanguageSelect />
        {!isMobile && <SizeSelect />}
        <ProjectSwitcher />
        {showSettings && <SettingsButton />}
        <UserDropdown isCompact={isMobile} />
      </div>
    </header>
  )
}
