import i18n from 'i18next'
import LanguageDetector from 'i18next-browser-languagedetector'
import resourcesToBackend from 'i18next-resources-to-backend'
import { initReactI18next } from 'react-i18next'
import { appConfig } from '@/config/app-config'
import { loadLocaleNamespace, shellNamespaces, startNamespaces } from './locale-resources'
import { languageCookieName, supportedLanguages } from './supported-languages'

/** Resolves once the texts of the detected language are loaded. */
export const i18nReady = i18n
  .use(LanguageDetector)
  .use(resourcesToBackend(loadLocaleNamespace))
  .use(initReactI18next)
  .init({
    ns: startNamespaces,
    defaultNS: 'common',
    supportedLngs: [...supportedLanguages],
    nonExplicitSupportedLngs: false,
    fallbackLng: {
      zh: ['zh-CN', 'en'],
      'zh-TW': ['zh-CN', 'en'],
      'zh-HK': ['zh-CN', 'en'],
      default: ['en'],
    },
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
    // Spec §9: cookie `language`, else the browser's language, else English.
    detection: {
      order: ['cookie', 'navigator'],
      lookupCookie: `${appConfig.cookiePrefix}${languageCookieName}`,
      caches: ['cookie'],
      cookieMinutes: 365 * 24 * 60,
      convertDetectedLanguage: (lng: string) => (lng.toLowerCase() === 'zh-cn' ? 'zh-CN' : lng),
    },
  })

export default i18n

/** The signed-in shell's texts, fetched while its code loads (the layout route's `lazy`). */
export function loadShellTexts(): Promise<void> {
  return i18n.loadNamespaces(shellNamespaces)
}
