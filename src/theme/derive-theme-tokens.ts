import { theme as antdTheme, type ThemeConfig } from 'antd'
import { aaTextRatio, contrastRatio, readableShade, textOn } from './contrast'

/** antd's preset tag colours (`<Tag color="green">`): text is shade 7 on shade 1. */
const presetColors = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
] as const
const statusColors = ['Success', 'Info', 'Warning', 'Error'] as const

type Token = ReturnType<typeof antdTheme.getDesignToken>
const tokenOf = (token: Token, name: string): string =>
  (token as unknown as Record<string, string>)[name]

/**
 * A seed colour whose derived token reads on `background`. The dark algorithm dims the colours it
 * is given, so the seed is lightened until what comes out reads, not what goes in.
 */
function readableSeed(
  name: 'colorLink' | 'colorError',
  seed: string,
  background: string,
  config: ThemeConfig,
): string {
  let candidate = seed
  for (let step = 0; step < 12; step += 1) {
    const token = antdTheme.getDesignToken({
      ...config,
      token: { ...config.token, [name]: candidate },
    })
    if (contrastRatio(token[name], background) >= aaTextRatio) return candidate
    candidate = readableShade(seed, background, aaTextRatio + 0.75 * (step + 1))
  }
  return candidate
}

/** A theme without its algorithm (a function): what can be computed ahead and kept as data. */
export type ThemeTokens = Omit<ThemeConfig, 'algorithm'>

/** The algorithm of a mode: antd's dark or default one. */
export function algorithmOf(darkMode: boolean): NonNullable<ThemeConfig['algorithm']> {
  return darkMode ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm
}

/**
 * antd's tokens from the settings (theme colour, dark mode), with every text kept at WCAG AA
 * (4.5:1) whatever colour the user picked (issue 11 §3): the theme colour as text (links, the
 * current page, the selected tab) is shaded until it reads on the page; text on the theme colour
 * (primary buttons) is white or near-black, whichever reads; secondary text, the error colour and
 * the coloured tags are darkened (or, in dark mode, lightened) where antd's defaults fall short.
 * antd's token derivation runs several times in each (buildThemeConfig keeps the results).
 */
export function deriveThemeTokens(colorPrimary: string, darkMode: boolean): ThemeTokens {
  const algorithm = algorithmOf(darkMode)
  const seeds: ThemeConfig = { token: { colorPrimary }, algorithm }
  const base = antdTheme.getDesignToken(seeds)
  // Text sits on containers and on the page's layout colour: the harder of the two.
  const page = darkMode ? base.colorBgContainer : base.colorBgLayout
  const primaryText = readableShade(base.colorPrimary, page)
  const secondaryText = darkMode ? 'rgba(255, 255, 255, 0.62)' : 'rgba(0, 0, 0, 0.62)'
  const colorLink = readableSeed('colorLink', base.colorPrimary, page, seeds)
  const colorError = readableSeed('colorError', base.colorError, page, seeds)
  const errorSurface = antdTheme.getDesignToken({ ...seeds, token: { colorPrimary, colorError } })
  const tag: Record<string, string> = {}
  for (const color of presetColors) {
    tag[`${color}7`] = readableShade(tokenOf(base, `${color}7`), tokenOf(base, `${color}1`))
  }
  for (const status of statusColors) {
    tag[`color${status}`] = readableShade(
      tokenOf(base, `color${status}`),
      tokenOf(base, `color${status}Bg`),
    )
  }
  return {
    token: {
      colorPrimary,
      colorLink,
      colorError,
      colorTextTertiary: secondaryText,
      colorTextDescription: secondaryText,
      // A select's placeholder is the only hint of what to choose: it must read too.
      colorTextPlaceholder: secondaryText,
    },
    components: {
      Button: {
        primaryColor: textOn(base.colorPrimary),
        dangerColor: textOn(errorSurface.colorError),
      },
      Pagination: { itemActiveColor: primaryText },
      Tabs: { itemSelectedColor: primaryText, itemActiveColor: primaryText },
      Menu: { itemSelectedColor: primaryText },
      Tag: tag,
    },
  }
}
