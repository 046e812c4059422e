import { useTranslation } from 'react-i18next'
import { useSettingsStore } from '@/stores/settings-store'

/**
 * The product's name as the sign-in page, the top bar and the document title show it: the
 * deployment's title (VITE_APP_TITLE, the `title` setting) in every language when one is set,
 * else the name in the UI language (项目管理平台, Project management platform, …).
 */
export function useAppTitle(): string {
  const { t } = useTranslation('app')
  const configured = useSettingsStore((s) => s.title)
  return configured || t('productName')
}
