import type { SyntheticEvent } from 'react'
import { savesData } from '@/utils/save-data'
import { layoutRouteIndex } from './installed-routes'
import { findLandingPage } from './landing-page'

const asked = new Set<string>()

/**
 * Fetches (and runs) the code of the page at `path` ahead of a click: the pointer is on its link,
 * or the keyboard focus. Once per page; nothing on a connection that asks to save data. A failure
 * is forgotten: the click's own load retries and shows it.
 */
export function prefetchPage(path: string): void {
  if (asked.has(path) || savesData()) return
  const load = findLandingPage(layoutRouteIndex(), path)
  if (!load) return
  asked.add(path)
  load().catch(() => asked.delete(path))
}

/** For a container of links (pointer over or focus in): prefetches the page of the link met. */
export function prefetchLinkedPage(event: SyntheticEvent): void {
  const link = event.target instanceof Element ? event.target.closest('a[href^="/"]') : null
  const href = link?.getAttribute('href')
  if (href) prefetchPage(href)
}
