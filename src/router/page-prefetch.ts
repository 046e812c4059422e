import type { SyntheticEvent } from 'react'
import type { IntentContext } from '@/query/intent-prefetch'
import { savesData } from '@/utils/save-data'
import { layoutRouteIndex } from './installed-routes'
import { findLandingPage } from './landing-page'
import type { PageModule } from './route-types'

const loads = new Map<string, Promise<PageModule>>()

/** The page's code at `target` (once per page; a failed load is forgotten, to be tried again). */
function loadPageOf(target: URL): Promise<PageModule> | undefined {
  let load = loads.get(target.pathname)
  if (!load) {
    const page = findLandingPage(layoutRouteIndex(), target.pathname)
    if (!page) return undefined
    load = page()
    loads.set(target.pathname, load)
    load.catch(() => loads.delete(target.pathname))
  }
  return load
}

/** Path and search are what a page reads; the origin is a stand-in. */
const toTarget = (path: string) => new URL(path, 'http://app.invalid')

/**
 * Fetches (and runs) the code of the page at `path` ahead of a click: the pointer is on its link,
 * or the keyboard focus. The code once per page, then the page's own prefetch (its texts and first
 * list, `PageModule.prefetch`) at each meeting. Nothing on a connection that asks to save data. A
 * failed load is forgotten: the click's own load retries and shows it.
 */
export function prefetchPage(path: string, context: Omit<IntentContext, 'target'>): void {
  if (savesData()) return
  const target = toTarget(path)
  loadPageOf(target)
    ?.then((module) => module.prefetch?.({ ...context, target }))
    .catch(() => undefined)
}

/**
 * The first page of a load: its `PageModule.prefetchOnLoad`, once the session is checked. Its code
 * is on its way already (the router's own load of the page); its first calls would be asked for
 * anyway, so a connection that saves data gets them too, only sooner.
 */
export function prefetchFirstPage(path: string, context: Omit<IntentContext, 'target'>): void {
  const target = toTarget(path)
  loadPageOf(target)
    ?.then((module) => module.prefetchOnLoad?.({ ...context, target }))
    .catch(() => undefined)
}

/** For a container of links (pointer over or focus in): prefetches the page of the link met. */
export function prefetchLinkedPage(
  event: SyntheticEvent,
  context: Omit<IntentContext, 'target'>,
): void {
  const link = event.target instanceof Element ? event.target.closest('a[href^="/"]') : null
  const href = link?.getAttribute('href')
  if (href) prefetchPage(href, context)
}
