import { App as AntdApp, ConfigProvider } from 'antd'
import { useEffect, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { applyDayjsLocale, resolveUiLocale } from './antd-locale'

/** antd theme and locale, and the App context that toasts and dialogs go through. */
export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? i18n.language
  useEffect(() => {
    applyDayjsLocale(language)
    document.documentElement.lang = language
  }, [language])

  return (
    <ConfigProvider
      locale={resolveUiLocale(language).antd}
      componentSize="middle"
      theme={{ token: { colorPrimary: '#0152d9' } }}
    >
      <AntdApp>{children}</AntdApp>
    </ConfigProvider>
  )
}
