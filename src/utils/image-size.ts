/**
 * An image's width and height read from its header, as the server reads them (business-api.md
 * §0.5: PNG IHDR, JPEG start-of-frame), so the browser refuses what the server would refuse
 * without decoding the image. Null when the header cannot be read (a truncated or broken file).
 */
export interface ImageSize {
  width: number
  height: number
}

const uint16 = (bytes: Uint8Array, at: number) => (bytes[at] << 8) | bytes[at + 1]
const uint32 = (bytes: Uint8Array, at: number) =>
  ((bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3]) >>> 0

/** IHDR is the first chunk: length (4), "IHDR" (4), width (4), height (4). */
export function readPngSize(bytes: Uint8Array): ImageSize | null {
  const isIhdr = String.fromCharCode(...bytes.subarray(12, 16)) === 'IHDR'
  return isIhdr && bytes.length >= 24
    ? { width: uint32(bytes, 16), height: uint32(bytes, 20) }
    : null
}

// SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC), which share the range.
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc
// Markers without a length: TEM, RST0–7, SOI, EOI.
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9)

/** Walks the segments to the first start-of-frame: length (2), precision (1), height, width. */
export function readJpegSize(bytes: Uint8Array): ImageSize | null {
  let at = 2
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null
    const marker = bytes[at + 1]
    if (marker === 0xff)
      at += 1 // fill byte
    else if (isStandalone(marker)) at += 2
    else if (isStartOfFrame(marker)) {
      return at + 9 <= bytes.length
        ? { width: uint16(bytes, at + 7), height: uint16(bytes, at + 5) }
        : null
    } else at += 2 + uint16(bytes, at + 2)
  }
  return null
}
