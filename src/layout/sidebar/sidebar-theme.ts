import type { ThemeConfig } from 'antd'
import { contrastRatio, over, parseColor, readableShade, textOn, toHex } from '@/theme/contrast'

/** A translucent overlay as it shows on the navbar colour. */
function onNavbar(overlay: string, navbarColor: string): string {
  return toHex(over(parseColor(overlay), parseColor(navbarColor)))
}

/** The sidebar's text on the navbar colour: white, or dark on a light colour (#D26C00). */
export function sidebarTextColor(navbarColor: string): string {
  return textOn(navbarColor)
}

/**
 * The menu on the navigation-bar colour (settings `navbarColor`). Selection and hover are
 * overlays rather than the theme colour, because two of the navbar colours are themselves blue and
 * a theme-coloured selection would vanish on them. Every text keeps 4.5:1 on its background: a
 * colour white does not read on gets dark text, and an overlay that would take the contrast under
 * 4.5:1 goes the other way (darker under white text, lighter under dark text).
 */
export function buildSidebarTheme(navbarColor: string): ThemeConfig {
  const text = sidebarTextColor(navbarColor)
  const whiteText = text === '#ffffff'
  const overlay = (lighter: string, darker: string) => {
    const [preferred, fallback] = whiteText ? [lighter, darker] : [darker, lighter]
    return contrastRatio(text, onNavbar(preferred, navbarColor)) >= 4.5 ? preferred : fallback
  }
  const selectedBg = overlay('rgba(255, 255, 255, 0.18)', 'rgba(0, 0, 0, 0.3)')
  const hoverBg = overlay('rgba(255, 255, 255, 0.08)', 'rgba(0, 0, 0, 0.12)')
  const submenuBg = whiteText ? 'rgba(0, 0, 0, 0.18)' : 'rgba(255, 255, 255, 0.22)'
  // Unselected items are a little softer than the selected one, where the contrast allows it.
  const itemColor = [navbarColor, onNavbar(hoverBg, navbarColor)].reduce(
    (color, background) => readableShade(color, background),
    whiteText ? 'rgba(255, 255, 255, 0.82)' : 'rgba(0, 0, 0, 0.78)',
  )
  return {
    components: {
      Menu: {
        darkItemBg: navbarColor,
        darkPopupBg: navbarColor,
        darkSubMenuItemBg: submenuBg,
        darkItemSelectedBg: selectedBg,
        darkItemHoverBg: hoverBg,
        darkItemColor: itemColor,
        darkItemHoverColor: text,
        darkItemSelectedColor: text,
        darkGroupTitleColor: itemColor,
      },
    },
  }
}
