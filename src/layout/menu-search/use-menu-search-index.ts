import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isChineseLanguage } from '@/i18n/supported-languages'
import { buildMenuItems } from '@/router/build-menu-items'
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
 * The pages of the user's menu in the current language; in the Chinese UI with pinyin search on,
 * also searchable by pinyin and initials once pinyin-pro has loaded (`isComplete` until then
 * false: a pinyin query may still find its page).
 */
export function useMenuSearchIndex() {
  const { t, i18n } = useTranslation('route')
  const routeIndex = usePermissionStore((s) => s.routeIndex)
  const supportPinyinSearch = useSettingsStore((s) => s.supportPinyinSearch)
  const isPinyinWanted = supportPinyinSearch && isChineseLanguage(i18n.language)
  const toPinyin = usePinyin(isPinyinWanted)
  const index = useMemo(
    () => buildSearchIndex(buildMenuItems(routeIndex), t, isPinyinWanted ? toPinyin : undefined),
    [routeIndex, t, isPinyinWanted, toPinyin],
  )
  return { index, isComplete: !isPinyinWanted || toPinyin !== undefined }
}
