import type { ThemeConfig } from 'antd'

/**
 * The menu on the navigation-bar colour (settings `navbarColor`). Selection and hover are white
 * overlays rather than the theme colour, because two of the navbar colours are themselves blue and
 * a theme-coloured selection would vanish on them.
 */
export function buildSidebarTheme(navbarColor: string): ThemeConfig {
  return {
    components: {
      Menu: {
        darkItemBg: navbarColor,
        darkPopupBg: navbarColor,
        darkSubMenuItemBg: 'rgba(0, 0, 0, 0.18)',
        darkItemSelectedBg: 'rgba(255, 255, 255, 0.18)',
        darkItemHoverBg: 'rgba(255, 255, 255, 0.08)',
      },
    },
  }
}
