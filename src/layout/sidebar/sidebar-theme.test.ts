import { describe, expect, it } from 'vitest'
import { navbarColors } from '@/stores/settings-defaults'
import { contrastRatio, over, parseColor, toHex } from '@/theme/contrast'
import { buildSidebarTheme, sidebarTextColor } from './sidebar-theme'

describe('buildSidebarTheme', () => {
  it.each(navbarColors)('keeps every menu text at 4.5:1 on %s', (navbarColor) => {
    const menu = buildSidebarTheme(navbarColor).components!.Menu! as Record<string, string>
    const on = (overlay: string) => toHex(over(parseColor(overlay), parseColor(navbarColor)))
    const pairs = [
      [menu.darkItemColor, navbarColor],
      [menu.darkItemColor, on(menu.darkSubMenuItemBg)],
      [menu.darkItemColor, on(menu.darkItemHoverBg)],
      [menu.darkItemSelectedColor, on(menu.darkItemSelectedBg)],
      [sidebarTextColor(navbarColor), navbarColor],
    ]
    for (const [text, background] of pairs) {
      expect(contrastRatio(text, background), `${text} on ${background}`).toBeGreaterThanOrEqual(
        4.5,
      )
    }
  })

  it('uses dark text on a light navbar colour', () => {
    expect(sidebarTextColor('#D26C00')).toBe('rgba(0, 0, 0, 0.88)')
    expect(sidebarTextColor('#141b37')).toBe('#ffffff')
  })
})
