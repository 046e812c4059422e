import { useEffect, useState } from 'react'

const minScale = 0.5
const maxScale = 1.5

/**
 * CSS pixels per point that fit `pageWidth` points (the page as drawn) into the element's width:
 * about 0.9 for an A4 page at 1280 px. 1 until the element is measured (and where nothing is).
 */
export function useFitScale(element: HTMLElement | null, pageWidth: number): number {
  const [width, setWidth] = useState(0)
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width))
    observer.observe(element)
    return () => observer.disconnect()
  }, [element])
  if (width <= 0 || pageWidth <= 0) return 1
  return Math.min(Math.max(Math.floor((width / pageWidth) * 100) / 100, minScale), maxScale)
}
