import { theme as antdTheme } from 'antd'
import { describe, expect, it } from 'vitest'
import { defaultThemeColor, presetThemeColors } from '@/stores/settings-defaults'
import { buildThemeConfig } from './build-theme-config'
import { contrastRatio } from './contrast'
import defaultThemes from './default-themes'
import { deriveThemeTokens } from './derive-theme-tokens'

const colours = ['#0152d9', ...presetThemeColors]

describe('buildThemeConfig', () => {
  it.each(colours.flatMap((colour) => [[colour, false] as const, [colour, true] as const]))(
    'keeps text at 4.5:1 with %s (dark: %s)',
    (colour, dark) => {
      const config = buildThemeConfig(colour, dark)
      const token = antdTheme.getDesignToken(config)
      const backgrounds = [token.colorBgContainer, token.colorBgLayout]
      const texts = {
        link: token.colorLink,
        error: token.colorError,
        secondary: token.colorTextDescription,
        currentPage: config.components!.Pagination!.itemActiveColor!,
      }
      for (const background of backgrounds) {
        for (const [name, text] of Object.entries(texts)) {
          expect(
            contrastRatio(text, background),
            `${name} ${text} on ${background}`,
          ).toBeGreaterThanOrEqual(4.5)
        }
      }
      const buttonText = config.components!.Button!.primaryColor!
      expect(
        contrastRatio(buttonText, token.colorPrimary),
        'primary button',
      ).toBeGreaterThanOrEqual(4.5)
      const dangerText = config.components!.Button!.dangerColor!
      expect(contrastRatio(dangerText, token.colorError), 'danger button').toBeGreaterThanOrEqual(
        4.5,
      )
    },
  )

  it('keeps the theme colour itself: presets are not dropped', () => {
    expect(buildThemeConfig('#13c2c2', false).token!.colorPrimary).toBe('#13c2c2')
  })

  it.each([false, true])(
    'gives the default colour (dark: %s) the tokens computed ahead, with its mode’s algorithm',
    (dark) => {
      const config = buildThemeConfig(defaultThemeColor, dark)
      expect(config).toMatchObject(deriveThemeTokens(defaultThemeColor, dark))
      expect(config.token).toBe(defaultThemes[dark ? 'dark' : 'light'].token)
      expect(config.algorithm).toBe(dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm)
    },
  )

  it('computes the default themes as data the build can keep (JSON, nothing lost)', () => {
    expect(JSON.parse(JSON.stringify(defaultThemes))).toEqual(defaultThemes)
    expect(defaultThemes.colorPrimary).toBe(defaultThemeColor)
  })
})
