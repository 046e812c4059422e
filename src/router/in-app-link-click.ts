import type { MouseEvent } from 'react'
import { createPath, useLocation, useNavigate } from 'react-router-dom'

/** What decides whether a click on a link stays in the app (react-router's Link asks the same). */
export interface LinkClick {
  button: number
  metaKey: boolean
  altKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  defaultPrevented: boolean
}

/**
 * The address a click on `link` should open in the app without reloading it, or null when the
 * browser should have it: another button or a modifier key (a new tab or window), another target,
 * a download, an address outside the app, or a click already handled.
 */
export function inAppHref(
  click: LinkClick,
  link: Pick<Element, 'getAttribute' | 'hasAttribute'> | null,
): string | null {
  if (!link || click.defaultPrevented || click.button !== 0) return null
  if (click.metaKey || click.altKey || click.ctrlKey || click.shiftKey) return null
  const target = link.getAttribute('target')
  if ((target && target !== '_self') || link.hasAttribute('download')) return null
  const href = link.getAttribute('href')
  return href?.startsWith('/') && !href.startsWith('//') ? href : null
}

/**
 * For a container of plain `<a href="/…">` links (the sidebar menu, the tab bar): its click
 * handler, which opens a clicked link in the app as react-router's `<Link>` would, replacing the
 * address when it is the one shown. One handler for the container instead of a `<Link>` each: a
 * `<Link>` reads the location and renders again on every navigation, which cost the sidebar's tens
 * of links and the open tabs several milliseconds at each menu click and tab switch (bench
 * tab-cache, users-first-row).
 */
export function useInAppLinkClick(): (event: MouseEvent) => void {
  const navigate = useNavigate()
  const here = createPath(useLocation())
  return (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null
    const href = inAppHref(event, link)
    if (!href) return
    event.preventDefault()
    void navigate(href, { replace: href === here })
  }
}
