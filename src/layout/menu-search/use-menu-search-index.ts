import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isChineseLanguage } from '@/i18n/supported-languages'
import { buildMenuItems } from '@/router/build-menu-items'
import { buildUserMenuLinks } from '@/router/user-menu-links'
import { usePermissionStore } from '@/stores/permission-store'
import { useSettingsStore } from '@/stores/settings-store'
import { buildSearchIndex, type ToPinyin } from './build-search-index'

/** pinyin-pro (and its dictionary) is fetched the first time the Chinese UI searches. */
function usePinyin(isWanted: boolean): ToPinyin | undefined {
  const [toPinyin, setToPinyin] = useState<ToPinyin>()
  useEffect(() => {
    if (!isWanted || toPinyin) return
    let isCurrent = true
    void import('./pinyin-keys').then(({ toPinyinKeys }) => {
      if (isCurrent) setToPinyin(() => toPinyinKeys)
    })
    return () => {
      isCurrent = false
    }
  }, [isWanted, toPinyin])
  return toPinyin
}

/**
 * The pages of the user's menu (and the user menu's own pages) in the current language; in the Chinese UI with pinyin search on,
 * also searchable by pinyin and initials once pinyin-pro has loaded (`isComplete` until then
 * false: a pinyin query may still find its page).
 */
export function useMenuSearchIndex() {
  const { t, i18n } = useTranslation('route')
  const routeIndex = usePermissionStore((s) => s.routeIndex)
  const granted = usePermissionStore((s) => s.granted)
  const supportPinyinSearch = useSettingsStore((s) => s.supportPinyinSearch)
  const isPinyinWanted = supportPinyinSearch && isChineseLanguage(i18n.language)
  const toPinyin = usePinyin(isPinyinWanted)
  // The sidebar's pages, then those of one's own it hides (notices, to-dos: the user menu's).
  const index = useMemo(
    () =>
      buildSearchIndex(
        [...buildMenuItems(routeIndex), ...buildUserMenuLinks(routeIndex, granted)],
        t,
        isPinyinWanted ? toPinyin : undefined,
      ),
    [routeIndex, granted, t, isPinyinWanted, toPinyin],
  )
  return { index, isComplete: !isPinyinWanted || toPinyin !== undefined }
}
