import { useEffect, useLayoutEffect, useRef } from 'react'

function scrollWindowTo(top: number): void {
  // Plain property writes: jsdom (tests) implements no window.scrollTo.
  const scroller = document.scrollingElement ?? document.documentElement
  scroller.scrollTop = top
}

/**
 * Remembers the window's scroll position per page and restores it when the page is shown again
 * (a hidden page's display:none box loses its place); a page shown for the first time starts at the
 * top. Positions are recorded while scrolling, because by the time the active page changes the
 * browser may already have clamped the scroll to the new content.
 */
export function useScrollMemory(activeKey: string, liveKeys: readonly string[]): void {
  const positions = useRef(new Map<string, number>())
  const activeRef = useRef(activeKey)

  useEffect(() => {
    const onScroll = () => positions.current.set(activeRef.current, window.scrollY)
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])

  useLayoutEffect(() => {
    activeRef.current = activeKey
    scrollWindowTo(positions.current.get(activeKey) ?? 0)
  }, [activeKey])

  const liveSignature = liveKeys.join('\n')
  useEffect(() => {
    const live = new Set(liveSignature.split('\n'))
    for (const key of positions.current.keys()) if (!live.has(key)) positions.current.delete(key)
  }, [liveSignature])
}
