import { ConfigProvider } from 'antd'
import type { Locale } from 'antd/es/locale'
import type { SizeType } from 'antd/es/config-provider/SizeContext'
import { useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { AppSize } from '@/stores/app-rules'
import { useAppStore } from '@/stores/app-store'
import { useSettingsStore } from '@/stores/settings-store'
import { buildThemeConfig } from '@/theme/build-theme-config'
import { type UiLocaleId, defaultAntdLocale, loadUiLocale, resolveUiLocaleId } from './antd-locale'
import { AntdFeedback } from './antd-feedback'
import { IconStylesFromAntd } from './icon-styles-from-antd'
import { ThemeCompilingNotice } from './theme-compiling-notice'

/** vue-element-admin's four sizes on antd's three. */
const componentSizes: Record<AppSize, SizeType> = {
  default: 'large',
  medium: 'middle',
  small: 'small',
  mini: 'small',
}

/**
 * antd's texts and dayjs's date names in the UI language; English is their own and never waits
 * for a download.
 */
function useUiLocale(language: string): Locale {
  const id = resolveUiLocaleId(language)
  const [loaded, setLoaded] = useState<{ id: UiLocaleId; locale: Locale }>()
  useEffect(() => {
    let isCurrent = true
    void loadUiLocale(id).then((locale) => {
      if (isCurrent) setLoaded({ id, locale })
    })
    return () => {
      isCurrent = false
    }
  }, [id])
  // Until the new locale arrives, keep the previous one rather than flash English.
  return id === 'en' ? defaultAntdLocale : (loaded?.locale ?? defaultAntdLocale)
}

/** The theme applied, and whether a newer one is still rendering. */
interface AppliedTheme {
  isCompiling: boolean
  isDark: boolean
}

/**
 * antd theme, locale and size. A theme change re-renders every antd component (new CSS variables),
 * so the new tokens are applied in a deferred render: `children` is a function told the theme
 * applied and whether that render is pending.
 */
function AppTheme({ children }: { children: (theme: AppliedTheme) => ReactNode }) {
  const { i18n } = useTranslation()
  const locale = useUiLocale(i18n.resolvedLanguage ?? i18n.language)
  const colorPrimary = useSettingsStore((s) => s.theme)
  const darkMode = useSettingsStore((s) => s.darkMode)
  const size = useAppStore((s) => s.size)
  const deferredColor = useDeferredValue(colorPrimary)
  const deferredDark = useDeferredValue(darkMode)
  const isCompiling = deferredColor !== colorPrimary || deferredDark !== darkMode
  const themeConfig = useMemo(
    () => buildThemeConfig(deferredColor, deferredDark),
    [deferredColor, deferredDark],
  )
  return (
    <ConfigProvider locale={locale} componentSize={componentSizes[size]} theme={themeConfig}>
      <IconStylesFromAntd>{children({ isCompiling, isDark: deferredDark })}</IconStylesFromAntd>
    </ConfigProvider>
  )
}

/**
 * The app's antd theme (AppTheme) and the App context that toasts and dialogs go through; the
 * document follows its language and colour scheme. 'Compiling the theme' shows while a new theme
 * renders: the UI stays responsive meanwhile.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? i18n.language
  useEffect(() => {
    document.documentElement.lang = language
  }, [language])
  return (
    <AppTheme>
      {({ isCompiling, isDark }) => (
        <AntdFeedback>
          <DocumentColorScheme isDark={isDark} />
          <ThemeCompilingNotice isCompiling={isCompiling} />
          {children}
        </AntdFeedback>
      )}
    </AppTheme>
  )
}

/** The browser's own controls and scrollbars follow the theme applied. */
function DocumentColorScheme({ isDark }: { isDark: boolean }) {
  useEffect(() => {
    document.documentElement.style.colorScheme = isDark ? 'dark' : 'light'
  }, [isDark])
  return null
}

/**
 * Components drawn outside the page in the app's theme, so that antd writes their styles before a
 * page shows them (style warm-ups): no toasts or dialogs go there, and the document is left alone.
 */
export function DetachedAppTheme({ children }: { children: ReactNode }) {
  return <AppTheme>{() => children}</AppTheme>
}
