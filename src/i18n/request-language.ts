/**
 * The culture ABP localises its messages in (`Accept-Language`), for the language the UI shows.
 * ABP names Simplified Chinese `zh-Hans`; a language ABP may not know falls back to English, as
 * the UI does.
 */
const requestLanguages: Readonly<Record<string, string>> = {
  en: 'en',
  zh: 'zh-Hans',
  'zh-cn': 'zh-Hans',
  'zh-hans': 'zh-Hans',
  'zh-sg': 'zh-Hans',
  ja: 'ja',
  es: 'es',
}

export const defaultRequestLanguage = 'en'

export function toRequestLanguage(uiLanguage: string | undefined): string {
  if (!uiLanguage) return defaultRequestLanguage
  const tag = uiLanguage.trim().replace(/_/g, '-').toLowerCase()
  return requestLanguages[tag] ?? requestLanguages[tag.split('-')[0]] ?? defaultRequestLanguage
}
