import { SearchOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LazyPieceBoundary } from '@/components/lazy-piece/lazy-piece-boundary'
import { retryingLazy } from '@/components/lazy-piece/retrying-lazy'
import styles from './menu-search.module.css'

const MenuSearchBox = retryingLazy(
  () => import('./menu-search-box'),
  (module) => module.MenuSearchBox,
)

/** Ctrl+K on Windows and Linux, ⌘+K on macOS, as in most web apps' command search. */
function isSearchShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k'
}

/** Spec §4 menu search in the header: the button or Ctrl/⌘+K opens the search field. */
export function MenuSearch() {
  const { t } = useTranslation('layout')
  const [isOpen, setIsOpen] = useState(false)

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return
      // Browsers bind Ctrl+K to their own search bar.
      event.preventDefault()
      setIsOpen(true)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])

  return (
    <div className={styles.search}>
      <Button
        type="text"
        icon={<SearchOutlined />}
        aria-label={t('search.open')}
        aria-keyshortcuts="Control+K Meta+K"
        aria-expanded={isOpen}
        title={`${t('search.open')} (Ctrl+K)`}
        onClick={() => setIsOpen(true)}
      />
      {isOpen && (
        <LazyPieceBoundary onClose={() => setIsOpen(false)}>
          <MenuSearchBox onClose={() => setIsOpen(false)} />
        </LazyPieceBoundary>
      )}
    </div>
  )
}
