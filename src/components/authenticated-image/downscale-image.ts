/** An image as shown: typed from its first bytes, and a smaller copy for lists. */
export interface LoadedImage {
  full: Blob
  thumb: Blob
}

/** The size a `width` × `height` image is drawn at to fit `box` (never enlarged). */
export function fitWithin(width: number, height: number, box: number) {
  const scale = Math.min(1, box / Math.max(width, height, 1))
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  }
}

/**
 * A copy drawn at most `box` px on its longer side (PNG keeps a seal's transparency), so a list
 * holds small bitmaps rather than 4096 px ones. Where the browser cannot decode off-screen
 * (tests), or the image is small already, the image itself.
 */
export async function downscale(image: Blob, box: number): Promise<Blob> {
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas !== 'function') return image
  try {
    const bitmap = await createImageBitmap(image)
    const size = fitWithin(bitmap.width, bitmap.height, box)
    if (size.width === bitmap.width && size.height === bitmap.height) {
      bitmap.close()
      return image
    }
    const canvas = new OffscreenCanvas(size.width, size.height)
    const context = canvas.getContext('2d')
    if (!context) return image
    context.imageSmoothingQuality = 'high'
    context.drawImage(bitmap, 0, 0, size.width, size.height)
    bitmap.close()
    return await canvas.convertToBlob({ type: 'image/png' })
  } catch {
    return image
  }
}
