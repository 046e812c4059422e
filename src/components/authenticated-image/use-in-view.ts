import { useEffect, useState, type RefObject } from 'react'

/**
 * Whether the element has come near the viewport (once true, it stays: what was loaded is kept).
 * Without IntersectionObserver (old browsers, jsdom) everything counts as seen.
 */
export function useSeen(ref: RefObject<Element | null>, margin = '200px'): boolean {
  const supported = typeof IntersectionObserver === 'function'
  const [seen, setSeen] = useState(!supported)
  useEffect(() => {
    const element = ref.current
    if (seen || !element || !supported) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true)
      },
      { rootMargin: margin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, seen, supported, margin])
  return seen
}
