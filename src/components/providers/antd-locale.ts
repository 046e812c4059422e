import type { Locale } from 'antd/es/locale'
import enUS from 'antd/es/locale/en_US'
import dayjs from 'dayjs'

export type UiLocaleId = 'en' | 'zh-cn' | 'es' | 'ja'

/** The antd/dayjs locale of a UI language ('zh', 'zh-CN', 'zh-TW' all read Simplified Chinese). */
export function resolveUiLocaleId(language: string): UiLocaleId {
  const lng = language.toLowerCase()
  if (lng.startsWith('zh')) return 'zh-cn'
  if (lng.startsWith('es')) return 'es'
  if (lng.startsWith('ja')) return 'ja'
  return 'en'
}

// English is antd's and dayjs's own default (no extra bytes); the others load on first use, antd's
// texts and dayjs's month and weekday names together (a dayjs locale registers itself when its
// module runs), so the sign-in page does not carry three locales nobody asked for and a date
// picker never mixes two languages.
const localeLoaders: Record<Exclude<UiLocaleId, 'en'>, () => Promise<{ default: Locale }>> = {
  'zh-cn': () => withDayjs(import('antd/es/locale/zh_CN'), import('dayjs/locale/zh-cn')),
  es: () => withDayjs(import('antd/es/locale/es_ES'), import('dayjs/locale/es')),
  ja: () => withDayjs(import('antd/es/locale/ja_JP'), import('dayjs/locale/ja')),
}

async function withDayjs<T>(antdLocale: Promise<T>, dayjsLocale: Promise<unknown>): Promise<T> {
  const [locale] = await Promise.all([antdLocale, dayjsLocale])
  return locale
}

/**
 * Always a locale object, never `undefined`: ConfigProvider wraps its children in a LocaleProvider
 * only when `locale` is set, so toggling between the two would re-mount the whole app (losing
 * every page's state) on a language switch.
 */
export const defaultAntdLocale: Locale = enUS

/** antd's locale of `id`, once dayjs's locale of the same language is registered too. */
export async function loadUiLocale(id: UiLocaleId): Promise<Locale> {
  if (id === 'en') return enUS
  return (await localeLoaders[id]()).default
}

/** dayjs's global locale; call it with a locale `loadUiLocale` has loaded (or 'en'). */
export function applyDayjsLocale(id: UiLocaleId): void {
  dayjs.locale(id)
}
