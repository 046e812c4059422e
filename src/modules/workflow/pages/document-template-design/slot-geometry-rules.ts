/**
 * Where a slot stands on screen (workflow-api.md §7). A slot lives in PDF points in the unrotated
 * user space of its page's CropBox, origin at the CropBox's bottom-left (`u` right, `v` up),
 * whatever the page's `/Rotate` or box offsets. The screen is the page's canvas in CSS pixels at
 * `scale` (pixels per point), origin top-left, drawn turned by `/Rotate` clockwise as pdf.js's
 * viewport draws it (`page.getViewport({ scale })`: the same matrix, so `convertToPdfPoint` minus
 * the CropBox's origin equals `toSlotPoint`). Pure.
 */
export type Rotation = 0 | 90 | 180 | 270

/** A page as the designer sees it: pdf.js's `page.view` (the CropBox) and `page.rotate`. */
export interface PageGeometry {
  /** [x1, y1, x2, y2] in PDF user space. */
  view: readonly [number, number, number, number]
  rotate: Rotation
}

export interface Point {
  x: number
  y: number
}

export interface Box {
  x: number
  y: number
  width: number
  height: number
}

/** A box on screen: CSS pixels from the canvas's top-left. */
export interface ScreenRect {
  left: number
  top: number
  width: number
  height: number
}

/** The smallest slot the designer makes (points): still a box one can grab. */
export const minSlotSize = 4

export function normalRotation(rotation: number): Rotation {
  return ((((Math.round(rotation / 90) * 90) % 360) + 360) % 360) as Rotation
}

/** The CropBox's width and height (the slot space's extent), unrotated. */
export function pageExtent(page: PageGeometry): { width: number; height: number } {
  const [x1, y1, x2, y2] = page.view
  return { width: Math.abs(x2 - x1), height: Math.abs(y2 - y1) }
}

const isQuarterTurn = (page: PageGeometry) => page.rotate === 90 || page.rotate === 270

/** The canvas's CSS size: turned a quarter, width and height swap. */
export function screenSize(page: PageGeometry, scale: number): { width: number; height: number } {
  const { width, height } = pageExtent(page)
  return isQuarterTurn(page)
    ? { width: height * scale, height: width * scale }
    : { width: width * scale, height: height * scale }
}

/** A slot-space point (u, v) on screen. */
export function toScreenPoint(page: PageGeometry, scale: number, point: Point): Point {
  const { width: w, height: h } = pageExtent(page)
  const { x: u, y: v } = point
  switch (page.rotate) {
    case 0:
      return { x: u * scale, y: (h - v) * scale }
    case 90:
      return { x: v * scale, y: u * scale }
    case 180:
      return { x: (w - u) * scale, y: v * scale }
    case 270:
      return { x: (h - v) * scale, y: (w - u) * scale }
  }
}

/** A screen point in slot space: the inverse of toScreenPoint. */
export function toSlotPoint(page: PageGeometry, scale: number, point: Point): Point {
  const { width: w, height: h } = pageExtent(page)
  const sx = point.x / scale
  const sy = point.y / scale
  switch (page.rotate) {
    case 0:
      return { x: sx, y: h - sy }
    case 90:
      return { x: sy, y: sx }
    case 180:
      return { x: w - sx, y: sy }
    case 270:
      return { x: w - sy, y: h - sx }
  }
}

/** A slot-space point in the page's PDF user space (what `convertToPdfPoint` answers). */
export function toUserSpace(page: PageGeometry, point: Point): Point {
  return { x: Math.min(page.view[0], page.view[2]) + point.x, y: Math.min(page.view[1], page.view[3]) + point.y } // prettier-ignore
}

/** A PDF user-space point in slot space: the CropBox's origin taken off. */
export function fromUserSpace(page: PageGeometry, point: Point): Point {
  return { x: point.x - Math.min(page.view[0], page.view[2]), y: point.y - Math.min(page.view[1], page.view[3]) } // prettier-ignore
}

/** A slot's box on screen. */
export function toScreenRect(page: PageGeometry, scale: number, box: Box): ScreenRect {
  const a = toScreenPoint(page, scale, { x: box.x, y: box.y })
  const b = toScreenPoint(page, scale, { x: box.x + box.width, y: box.y + box.height })
  return { left: Math.min(a.x, b.x), top: Math.min(a.y, b.y), width: Math.abs(b.x - a.x), height: Math.abs(b.y - a.y) } // prettier-ignore
}

/** A box on screen in slot space. */
export function toSlotBox(page: PageGeometry, scale: number, rect: ScreenRect): Box {
  const a = toSlotPoint(page, scale, { x: rect.left, y: rect.top })
  const b = toSlotPoint(page, scale, { x: rect.left + rect.width, y: rect.top + rect.height })
  return { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), width: Math.abs(b.x - a.x), height: Math.abs(b.y - a.y) } // prettier-ignore
}

/** A move on screen (a drag, an arrow key) in slot space. */
export function toSlotDelta(page: PageGeometry, scale: number, delta: Point): Point {
  const dx = delta.x / scale
  const dy = delta.y / scale
  switch (page.rotate) {
    case 0:
      return { x: dx, y: -dy }
    case 90:
      return { x: dy, y: dx }
    case 180:
      return { x: -dx, y: dy }
    case 270:
      return { x: -dy, y: -dx }
  }
}

/**
 * A box kept on its page: at least minSlotSize, at most the page, moved inside. Positions and
 * sizes are rounded to 0.01 pt: float noise must not push a box past the edge the server checks.
 */
export function clampToPage(box: Box, extent: { width: number; height: number }): Box {
  const round = (n: number) => Math.round(n * 100) / 100
  const width = round(Math.min(Math.max(box.width, minSlotSize), extent.width))
  const height = round(Math.min(Math.max(box.height, minSlotSize), extent.height))
  const x = round(Math.min(Math.max(box.x, 0), extent.width - width))
  const y = round(Math.min(Math.max(box.y, 0), extent.height - height))
  return { x, y, width, height }
}

/** A box moved by a screen delta, kept on its page. */
export function moveOnScreen(page: PageGeometry, scale: number, box: Box, delta: Point): Box {
  const d = toSlotDelta(page, scale, delta)
  return clampToPage({ ...box, x: box.x + d.x, y: box.y + d.y }, pageExtent(page))
}

/**
 * A box resized on screen from its bottom-right corner as drawn (the handle's corner, whatever
 * the page's turn): the top-left corner on screen stays, width and height on screen grow by the
 * delta. Kept on its page and at least minSlotSize.
 */
export function resizeOnScreen(page: PageGeometry, scale: number, box: Box, delta: Point): Box {
  const rect = toScreenRect(page, scale, box)
  const min = minSlotSize * scale
  const grown = { ...rect, width: Math.max(rect.width + delta.x, min), height: Math.max(rect.height + delta.y, min) } // prettier-ignore
  const { width: sw, height: sh } = screenSize(page, scale)
  const fitted = { ...grown, width: Math.min(grown.width, sw - rect.left), height: Math.min(grown.height, sh - rect.top) } // prettier-ignore
  return clampToPage(toSlotBox(page, scale, fitted), pageExtent(page))
}
