import { imageFileLimits } from '@/utils/image-file-rules'

/** A rectangle in canvas pixels. */
export interface Rect {
  x: number
  y: number
  width: number
  height: number
}

/**
 * The smallest rectangle holding every pixel with ink (alpha above 0) of an RGBA image, or null
 * for an empty drawing: the saved signature is cropped to it, so where on the pad one signed
 * does not matter.
 */
export function inkBounds(rgba: Uint8ClampedArray, width: number, height: number): Rect | null {
  let left = width
  let top = height
  let right = -1
  let bottom = -1
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (rgba[(y * width + x) * 4 + 3] === 0) continue
      if (x < left) left = x
      if (x > right) right = x
      if (y < top) top = y
      bottom = y
    }
  }
  return right < 0 ? null : { x: left, y: top, width: right - left + 1, height: bottom - top + 1 }
}

/** Where the ink goes: the source rectangle, drawn at `scale` into `width` × `height` at (dx, dy). */
export interface SignatureLayout {
  source: Rect
  scale: number
  width: number
  height: number
  dx: number
  dy: number
}

/**
 * How the ink is cropped and scaled into the saved PNG (business-api.md §0.5: both sides 32–4096
 * px): the ink plus `margin` on each side (within the canvas), scaled down when its long side
 * passes 4096 px (never up: a signature is not made blurry), then a side still under 32 px
 * (a short dash) is padded with transparency, the ink centred, rather than stretched.
 * `maxScale` lowers the scale further: the retry when the encoded file passes 1 MB.
 */
export function layoutSignature(
  ink: Rect,
  canvas: { width: number; height: number },
  margin: number,
  maxScale = 1,
): SignatureLayout {
  const x = Math.max(0, ink.x - margin)
  const y = Math.max(0, ink.y - margin)
  const source = {
    x,
    y,
    width: Math.min(canvas.width, ink.x + ink.width + margin) - x,
    height: Math.min(canvas.height, ink.y + ink.height + margin) - y,
  }
  const { minSide, maxSide } = imageFileLimits
  const scale = Math.min(1, maxScale, maxSide / Math.max(source.width, source.height))
  const drawnWidth = Math.max(1, Math.round(source.width * scale))
  const drawnHeight = Math.max(1, Math.round(source.height * scale))
  const width = Math.min(maxSide, Math.max(minSide, drawnWidth))
  const height = Math.min(maxSide, Math.max(minSide, drawnHeight))
  return {
    source,
    scale,
    width,
    height,
    dx: Math.floor((width - drawnWidth) / 2),
    dy: Math.floor((height - drawnHeight) / 2),
  }
}

/**
 * The scale to try next when the encoded PNG came out at `bytes`, over 1 MB: the byte count
 * follows the area, so the sides shrink by the square root of the excess, with 10 % to spare.
 */
export function scaleForBytes(scale: number, bytes: number): number {
  return scale * Math.sqrt(imageFileLimits.maxBytes / bytes) * 0.9
}
