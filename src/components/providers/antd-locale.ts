import type { Locale } from 'antd/es/locale'
import enUS from 'antd/es/locale/en_US'
import dayjs from 'dayjs'
import 'dayjs/locale/es'
import 'dayjs/locale/ja'
import 'dayjs/locale/zh-cn'

export type UiLocaleId = 'en' | 'zh-cn' | 'es' | 'ja'

/** The antd/dayjs locale of a UI language ('zh', 'zh-CN', 'zh-TW' all read Simplified Chinese). */
export function resolveUiLocaleId(language: string): UiLocaleId {
  const lng = language.toLowerCase()
  if (lng.startsWith('zh')) return 'zh-cn'
  if (lng.startsWith('es')) return 'es'
  if (lng.startsWith('ja')) return 'ja'
  return 'en'
}

// English is the module antd itself imports as its default (no extra bytes); the others load on
// first use, so the sign-in page does not carry three locales nobody asked for. dayjs locales are
// tiny and stay static: date texts must switch in the same render as the i18next texts.
const antdLocaleLoaders: Record<Exclude<UiLocaleId, 'en'>, () => Promise<{ default: Locale }>> = {
  'zh-cn': () => import('antd/es/locale/zh_CN'),
  es: () => import('antd/es/locale/es_ES'),
  ja: () => import('antd/es/locale/ja_JP'),
}

/**
 * Always a locale object, never `undefined`: ConfigProvider wraps its children in a LocaleProvider
 * only when `locale` is set, so toggling between the two would re-mount the whole app (losing
 * every page's state) on a language switch.
 */
export const defaultAntdLocale: Locale = enUS

export async function loadAntdLocale(id: UiLocaleId): Promise<Locale> {
  if (id === 'en') return enUS
  return (await antdLocaleLoaders[id]()).default
}

export function applyDayjsLocale(language: string): void {
  dayjs.locale(resolveUiLocaleId(language))
}
