import { MoreOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LazyPieceBoundary } from '@/components/lazy-piece/lazy-piece-boundary'
import { retryingLazy } from '@/components/lazy-piece/retrying-lazy'

// The menu (its items, the full-screen library, its icons) is fetched when the pointer reaches
// its button and mounted, open, on the first press (Enter or Space too): every signed-in page
// carries the button only.
const loadMenu = () => import('./display-menu-dropdown')
const DisplayMenuDropdown = retryingLazy(loadMenu, (module) => module.DisplayMenuDropdown)
const prefetchMenu = () => void loadMenu().catch(() => undefined)

/**
 * The top bar's less-used choices in one menu (full screen, the navigation-bar colour, the
 * component size), so the brand and the page's title keep the room.
 */
export function DisplayMenu() {
  const { t } = useTranslation('layout')
  const [isWanted, setIsWanted] = useState(false)
  const trigger = (
    <Button
      type="text"
      icon={<MoreOutlined />}
      aria-label={t('display.label')}
      title={t('display.label')}
      onPointerEnter={isWanted ? undefined : prefetchMenu}
      onClick={isWanted ? undefined : () => setIsWanted(true)}
    />
  )
  if (!isWanted) return trigger
  return (
    <LazyPieceBoundary inline fallback={trigger}>
      <DisplayMenuDropdown>{trigger}</DisplayMenuDropdown>
    </LazyPieceBoundary>
  )
}
