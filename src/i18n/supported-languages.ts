/** Languages of the UI (spec §9). `zh` is an alias that falls back to zh-CN texts. */
export const supportedLanguages = ['en', 'zh', 'zh-CN', 'es', 'ja'] as const
export type SupportedLanguage = (typeof supportedLanguages)[number]

/** Locales that own a folder of texts under src/i18n/locales. */
export const localeFolders = ['en', 'zh-CN', 'es', 'ja'] as const

export const languageCookieName = 'language'

export function isChineseLanguage(lng: string | undefined): boolean {
  return !!lng && lng.toLowerCase().startsWith('zh')
}
