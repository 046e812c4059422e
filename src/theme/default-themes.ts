import { defaultThemeColor } from '@/stores/settings-defaults'
import { deriveThemeTokens } from './derive-theme-tokens'

/**
 * The default theme colour's tokens in both modes. The production build runs this module and keeps
 * its value as data (scripts/prebuilt-module-plugin.ts): antd's token derivation, five or six
 * passes per mode, no longer runs at every load (issue 26). In development and tests it runs here.
 */
export default {
  colorPrimary: defaultThemeColor,
  light: deriveThemeTokens(defaultThemeColor, false),
  dark: deriveThemeTokens(defaultThemeColor, true),
}
