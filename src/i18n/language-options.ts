import { isChineseLanguage, type SupportedLanguage } from './supported-languages'

export interface LanguageOption {
  value: SupportedLanguage
  /** The language named in itself, so a user who cannot read the current one still finds theirs. */
  label: string
}

/** The languages a user can choose (the navbar's menu, the i18n example's switch). */
export const languageOptions: readonly LanguageOption[] = [
  { value: 'zh-CN', label: '简体中文' },
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Español' },
  { value: 'ja', label: '日本語' },
]

export function isOfferedLanguage(value: string): value is SupportedLanguage {
  return languageOptions.some((option) => option.value === value)
}

/**
 * The option to mark as chosen: any Chinese (`zh`, `zh-TW`, …) shows as zh-CN, whose texts it
 * falls back to; otherwise the language i18next resolved its texts in.
 */
export function chosenLanguage(i18n: {
  language: string | undefined
  resolvedLanguage?: string
}): string | undefined {
  return isChineseLanguage(i18n.language) ? 'zh-CN' : i18n.resolvedLanguage
}
