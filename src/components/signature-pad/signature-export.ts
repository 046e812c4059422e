import { imageFileLimits } from '@/utils/image-file-rules'
import { inkBounds, layoutSignature, scaleForBytes } from './signature-image-rules'

/** Transparent space kept around the ink, in CSS pixels. */
const marginCss = 8
/** Tries at a smaller scale when the PNG passes 1 MB (a very detailed drawing on a huge screen). */
const maxTries = 4

function toPngBlob(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'))
}

/**
 * The drawing as the PNG a signature is saved as (business-api.md §0.5): transparent, cropped to
 * the ink plus a small margin, both sides 32–4096 px (layoutSignature) and at most 1 MB. Null for
 * an empty canvas: nothing to save. Rejects when the browser cannot encode it.
 */
export async function exportSignature(
  canvas: HTMLCanvasElement,
  pixelRatio: number,
): Promise<Blob | null> {
  const context = canvas.getContext('2d')
  if (!context) throw new Error('No 2D canvas')
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height)
  const ink = inkBounds(pixels.data, canvas.width, canvas.height)
  if (!ink) return null
  let maxScale = 1
  for (let attempt = 0; attempt < maxTries; attempt++) {
    const layout = layoutSignature(ink, canvas, Math.round(marginCss * pixelRatio), maxScale)
    const output = document.createElement('canvas')
    output.width = layout.width
    output.height = layout.height
    const { source, scale, dx, dy } = layout
    output
      .getContext('2d')
      ?.drawImage(canvas, source.x, source.y, source.width, source.height, dx, dy, source.width * scale, source.height * scale) // prettier-ignore
    const png = await toPngBlob(output)
    if (!png) throw new Error('The canvas could not be encoded')
    if (png.size <= imageFileLimits.maxBytes) return png
    maxScale = scaleForBytes(scale, png.size)
  }
  throw new Error('The drawing stays over 1 MB')
}
