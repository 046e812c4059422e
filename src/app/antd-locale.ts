import type { Locale } from 'antd/es/locale'
import enUS from 'antd/locale/en_US'
import esES from 'antd/locale/es_ES'
import jaJP from 'antd/locale/ja_JP'
import zhCN from 'antd/locale/zh_CN'
import dayjs from 'dayjs'
import 'dayjs/locale/es'
import 'dayjs/locale/ja'
import 'dayjs/locale/zh-cn'

/** antd and dayjs texts follow the UI language (date pickers, pagination, empty states). */
export function resolveUiLocale(language: string): { antd: Locale; dayjs: string } {
  const lng = language.toLowerCase()
  if (lng.startsWith('zh')) return { antd: zhCN, dayjs: 'zh-cn' }
  if (lng.startsWith('es')) return { antd: esES, dayjs: 'es' }
  if (lng.startsWith('ja')) return { antd: jaJP, dayjs: 'ja' }
  return { antd: enUS, dayjs: 'en' }
}

export function applyDayjsLocale(language: string): void {
  dayjs.locale(resolveUiLocale(language).dayjs)
}
