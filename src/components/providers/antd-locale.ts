import type { Locale } from 'antd/es/locale'
import enUS from 'antd/es/locale/en_US'

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
// texts and dayjs's month and weekday names together, so the sign-in page does not carry three
// locales nobody asked for and a date picker never mixes two languages. dayjs itself is not
// loaded for them: the shell formats no date, and the first page that does brings it.
const antdLocaleLoaders: Record<Exclude<UiLocaleId, 'en'>, () => Promise<{ default: Locale }>> = {
  'zh-cn': () => import('antd/es/locale/zh_CN'),
  es: () => import('antd/es/locale/es_ES'),
  ja: () => import('antd/es/locale/ja_JP'),
}

// A dayjs locale registers itself when its module runs.
const dayjsLocaleLoaders: Record<Exclude<UiLocaleId, 'en'>, () => Promise<unknown>> = {
  'zh-cn': () => import('dayjs/locale/zh-cn'),
  es: () => import('dayjs/locale/es'),
  ja: () => import('dayjs/locale/ja'),
}

/** Whether dayjs's global locale was ever set away from its default, English. */
let dayjsLocaleChanged = false

async function setDayjsLocale(id: UiLocaleId): Promise<void> {
  if (id === 'en' && !dayjsLocaleChanged) return
  const [{ default: dayjs }] = await Promise.all([
    import('dayjs'),
    id === 'en' ? undefined : dayjsLocaleLoaders[id](),
  ])
  dayjs.locale(id)
  dayjsLocaleChanged = id !== 'en'
}

/**
 * Always a locale object, never `undefined`: ConfigProvider wraps its children in a LocaleProvider
 * only when `locale` is set, so toggling between the two would re-mount the whole app (losing
 * every page's state) on a language switch.
 */
export const defaultAntdLocale: Locale = enUS

/** antd's locale of `id`, once dayjs's global locale is the same language too. */
export async function loadUiLocale(id: UiLocaleId): Promise<Locale> {
  const [antdLocale] = await Promise.all([
    id === 'en' ? enUS : antdLocaleLoaders[id]().then((module) => module.default),
    setDayjsLocale(id),
  ])
  return antdLocale
}
