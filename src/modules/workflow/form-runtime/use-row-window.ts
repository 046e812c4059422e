import { useLayoutEffect, useRef, useState, type UIEvent } from 'react'
import { computeRowWindow } from './row-window'

/** Up to this many rows a table renders them all (a phone's form, the tests); beyond, a window. */
export const windowThreshold = 60
const overscan = 12
const assumedRowHeight = 41

/**
 * The rows of a long table to render: only those in its scroll box and a margin around them, so
 * a table of 500 rows lays out (and repaints on a key press) like one of 40. The box's height
 * and a row's are measured once the rows are there.
 */
export function useRowWindow(count: number) {
  const isWindowed = count > windowThreshold
  const boxRef = useRef<HTMLDivElement>(null)
  const frameRef = useRef(0)
  const [scrollTop, setScrollTop] = useState(0)
  const [size, setSize] = useState({ viewport: 600, row: assumedRowHeight })

  useLayoutEffect(() => {
    const box = boxRef.current
    if (!isWindowed || !box) return
    const row = box.querySelector('tbody tr[data-row]')
    const next = {
      viewport: box.clientHeight || 600,
      row: row?.getBoundingClientRect().height || assumedRowHeight,
    }
    setSize((held) => (held.viewport === next.viewport && held.row === next.row ? held : next))
  }, [isWindowed])

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const top = event.currentTarget.scrollTop
    cancelAnimationFrame(frameRef.current)
    frameRef.current = requestAnimationFrame(() => setScrollTop(top))
  }

  const range = isWindowed
    ? computeRowWindow({
        count,
        scrollTop,
        viewportHeight: size.viewport,
        rowHeight: size.row,
        overscan,
      })
    : { start: 0, end: count }
  return { isWindowed, boxRef, onScroll, rowHeight: size.row, ...range }
}
