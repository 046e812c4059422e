import { appConfig } from '@/config/app-config'

/** Spec §9: the colour picker's presets. */
export const presetThemeColors = [
  '#409EFF',
  '#1890ff',
  '#304156',
  '#212121',
  '#11a983',
  '#13c2c2',
  '#6959CD',
  '#f5222d',
] as const

/** Spec §9: navigation-bar colours (the legacy '#0669D6' is a typo for '#0069D6' and not offered). */
export const navbarColors = ['#0069D6', '#00885A', '#141b37', '#503DB0', '#D26C00'] as const
export type NavbarColor = (typeof navbarColors)[number]

/**
 * Spec §9 is ambiguous: one reading of the old app defaults to '#0152d9', another starts the
 * picker on the first preset '#409EFF'. We take '#0152d9' (the colour the old app shipped with)
 * and keep the presets as the picker's choices.
 */
export const defaultThemeColor = '#0152d9'

export interface Settings {
  /** The deployment's title (VITE_APP_TITLE); '' = the translated product name (useAppTitle). */
  title: string
  /** The theme colour (defaultThemeColor). */
  theme: string
  showSettings: boolean
  tagsView: boolean
  fixedHeader: boolean
  sidebarLogo: boolean
  supportPinyinSearch: boolean
  /** Environments in which uncaught UI errors are logged (spec §8). */
  errorLog: string[]
  navbarColor: NavbarColor
  darkMode: boolean
}

export type SettingKey = keyof Settings

export function createDefaultSettings(): Settings {
  return {
    title: appConfig.appTitle,
    theme: defaultThemeColor,
    showSettings: true,
    tagsView: false,
    fixedHeader: false,
    sidebarLogo: false,
    supportPinyinSearch: true,
    errorLog: [...appConfig.errorLogEnvs],
    navbarColor: '#141b37',
    darkMode: false,
  }
}

/**
 * What the user changes in the settings drawer and keeps across visits. Title, showSettings and
 * errorLog come from the deployment's configuration on every load, so a stale browser copy can
 * never override a new configuration.
 */
export const persistedSettingKeys = [
  'theme',
  'tagsView',
  'fixedHeader',
  'sidebarLogo',
  'supportPinyinSearch',
  'navbarColor',
  'darkMode',
] as const satisfies readonly SettingKey[]

export type PersistedSettings = Pick<Settings, (typeof persistedSettingKeys)[number]>

export function isNavbarColor(value: unknown): value is NavbarColor {
  return navbarColors.some((color) => color === value)
}

/**
 * Keeps only known keys whose stored value has the default's type (and, for the navbar, is one of
 * the allowed colours); anything else from storage — renamed keys, hand-edited values — is dropped.
 */
export function pickKnownSettings(stored: unknown): Partial<PersistedSettings> {
  if (stored === null || typeof stored !== 'object') return {}
  const defaults = createDefaultSettings()
  const source = stored as Record<string, unknown>
  const picked: Record<string, unknown> = {}
  for (const key of persistedSettingKeys) {
    const value = source[key]
    if (typeof value !== typeof defaults[key]) continue
    if (key === 'navbarColor' && !isNavbarColor(value)) continue
    picked[key] = value
  }
  return picked
}
