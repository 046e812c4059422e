import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type { SupportedLanguage } from '@/i18n/supported-languages'
import { useAppStore } from '@/stores/app-store'

/**
 * Switches the UI language without a reload: i18next re-labels every text (titles are keys), the
 * providers follow with antd and dayjs, and the app store keeps the choice in the `language`
 * cookie once the texts are there. Lives here, not in src/i18n, because stores import src/i18n.
 */
export function useChangeLanguage(): (language: SupportedLanguage) => Promise<void> {
  const { i18n } = useTranslation()
  const setLanguage = useAppStore((s) => s.setLanguage)
  return useCallback(
    async (language) => {
      await i18n.changeLanguage(language)
      setLanguage(language)
    },
    [i18n, setLanguage],
  )
}
