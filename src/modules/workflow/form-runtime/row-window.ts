export interface RowWindowInput {
  count: number
  /** The scroll box's scrollTop and visible height, px. */
  scrollTop: number
  viewportHeight: number
  /** One row's height, px (measured; rows of a table are alike). */
  rowHeight: number
  /** Rows kept on each side beyond the visible ones, so a quick scroll shows no gap. */
  overscan: number
}

/**
 * Which rows of a long table to render, [start, end): the visible ones and `overscan` around
 * them. Pure, for a table test; the spacer rows stand in for the rest.
 */
export function computeRowWindow({
  count,
  scrollTop,
  viewportHeight,
  rowHeight,
  overscan,
}: RowWindowInput): { start: number; end: number } {
  const height = Math.max(rowHeight, 1)
  const first = Math.floor(Math.max(scrollTop, 0) / height)
  const visible = Math.ceil(Math.max(viewportHeight, height) / height)
  const start = Math.max(0, Math.min(first - overscan, count - visible - overscan))
  const end = Math.min(count, first + visible + overscan)
  return { start: Math.max(0, Math.min(start, end)), end }
}
