import i18n from 'i18next'
import LanguageDetector from 'i18next-browser-languagedetector'
import { initReactI18next } from 'react-i18next'
import { appConfig } from '@/config/app-config'
import { buildLocaleResources, listNamespaces } from './locale-resources'
import { languageCookieName, supportedLanguages } from './supported-languages'

const resources = buildLocaleResources()

// Spec §9: cookie `language`, else the browser's language, else English.
void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    ns: listNamespaces(resources),
    defaultNS: 'common',
    supportedLngs: [...supportedLanguages],
    nonExplicitSupportedLngs: false,
    fallbackLng: { zh: ['zh-CN', 'en'], 'zh-TW': ['zh-CN', 'en'], 'zh-HK': ['zh-CN', 'en'], default: ['en'] },
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
    detection: {
      order: ['cookie', 'navigator'],
      lookupCookie: `${appConfig.cookiePrefix}${languageCookieName}`,
      caches: ['cookie'],
      cookieMinutes: 365 * 24 * 60,
      convertDetectedLanguage: (lng: string) => (lng.toLowerCase() === 'zh-cn' ? 'zh-CN' : lng),
    },
  })

export default i18n
