import type { ThemeConfig } from 'antd'
import defaultThemes from './default-themes'
import { algorithmOf, deriveThemeTokens } from './derive-theme-tokens'

const built = new Map<string, ThemeConfig>()

/**
 * antd's theme for the settings' colour and mode (deriveThemeTokens), computed once per colour and
 * mode; the default colour's, in both modes, computed when the app was built (default-themes.ts):
 * a load with the default colour derives no token before its first render.
 */
export function buildThemeConfig(colorPrimary: string, darkMode: boolean): ThemeConfig {
  const key = `${colorPrimary}|${darkMode}`
  let config = built.get(key)
  if (!config) {
    const ahead = colorPrimary === defaultThemes.colorPrimary ? defaultThemes : undefined
    const tokens = ahead?.[darkMode ? 'dark' : 'light'] ?? deriveThemeTokens(colorPrimary, darkMode)
    config = { ...tokens, algorithm: algorithmOf(darkMode) }
    built.set(key, config)
  }
  return config
}
