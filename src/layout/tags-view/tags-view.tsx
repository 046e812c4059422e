import { theme } from 'antd'
import { useEffect, useRef, type CSSProperties, type WheelEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router-dom'
import { useInAppLinkClick } from '@/router/in-app-link-click'
import { toViewKey } from '@/stores/tags-view-rules'
import { useTagsViewStore } from '@/stores/tags-view-store'
import { TagItem } from './tag-item'
import { useTagActions } from './use-tag-actions'
import { useVisitedViewTracking } from './use-visited-view-tracking'
import { textOn } from '@/theme/contrast'
import styles from './tags-view.module.css'

/** Scrolls the bar sideways (only the bar: scrollIntoView would also move the page). */
function scrollTabIntoBar(bar: HTMLElement, tab: HTMLElement): void {
  const left = tab.offsetLeft // the list is positioned, so this is relative to it
  if (left < bar.scrollLeft) bar.scrollLeft = left
  else if (left + tab.offsetWidth > bar.scrollLeft + bar.clientWidth) {
    bar.scrollLeft = left + tab.offsetWidth - bar.clientWidth
  }
}

/**
 * Brings the active tab into view once the browser has laid the frame out: an intersection
 * observer answers after the frame, so the page shown by the same click is painted without a
 * layout forced for the tab bar first (measuring at once cost a whole-page style and layout pass).
 * Returns the cleanup.
 */
function revealActiveTab(bar: HTMLElement | null): (() => void) | undefined {
  const tab = bar?.querySelector<HTMLElement>('[aria-current="page"]')?.closest('li')
  if (!bar || !tab) return
  if (typeof IntersectionObserver === 'undefined') {
    scrollTabIntoBar(bar, tab)
    return
  }
  const observer = new IntersectionObserver(
    ([entry]) => {
      observer.disconnect()
      if (entry && entry.intersectionRatio < 1) scrollTabIntoBar(bar, tab)
    },
    { root: bar, threshold: 1 },
  )
  observer.observe(tab)
  return () => observer.disconnect()
}

/** The tab bar of visited pages (spec §2 Layout, §4 Tabs). */
export function TagsView() {
  useVisitedViewTracking()
  const { t } = useTranslation('tabs')
  const { token } = theme.useToken()
  const views = useTagsViewStore((s) => s.visitedViews)
  const actions = useTagActions()
  const { pathname, search } = useLocation()
  const activePath = toViewKey(pathname, search)
  const barRef = useRef<HTMLUListElement>(null)
  const followLink = useInAppLinkClick()

  useEffect(() => revealActiveTab(barRef.current), [activePath, views.length])

  // A vertical wheel scrolls the bar sideways, as a mouse has no horizontal wheel.
  const onWheel = (event: WheelEvent<HTMLUListElement>) => {
    if (event.deltaX === 0) event.currentTarget.scrollLeft += event.deltaY
  }
  const colours = {
    '--tags-active-bg': token.colorPrimary,
    // White on the theme colour, or dark on a light one (#13c2c2): the tab's title must read.
    '--tags-active-text': textOn(token.colorPrimary),
    '--tags-border': token.colorBorder,
  } as CSSProperties

  return (
    <nav className={styles.bar} aria-label={t('bar')} style={colours} onClick={followLink}>
      <ul ref={barRef} className={styles.list} onWheel={onWheel}>
        {views.map((view) => (
          <TagItem
            key={view.path}
            view={view}
            isActive={view.path === activePath}
            actions={actions}
          />
        ))}
      </ul>
    </nav>
  )
}
