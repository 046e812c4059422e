import { crc32, deflateSync } from 'node:zlib'

/**
 * A minimal PNG encoder for one-colour squares: the mock's avatars must be real PNGs because the
 * client accepts an image only by its magic bytes (business-api.md §0.5). node:zlib gives deflate
 * and CRC-32; the core runs in Node under every adapter (Vite, msw in vitest, standalone).
 */
export type Rgb = readonly [red: number, green: number, blue: number]

export const pngSignature = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)

function uint32(value: number): Buffer {
  const bytes = Buffer.alloc(4)
  bytes.writeUInt32BE(value >>> 0)
  return bytes
}

/** length, type, data, CRC-32 over type and data (PNG spec §5.3). */
function chunk(type: string, data: Uint8Array): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data])
  return Buffer.concat([uint32(data.length), typeAndData, uint32(crc32(typeAndData))])
}

function header(size: number): Buffer {
  // 8-bit truecolour (colour type 2), deflate, adaptive filtering, no interlace.
  return Buffer.concat([uint32(size), uint32(size), Uint8Array.of(8, 2, 0, 0, 0)])
}

/** Each scanline: filter type 0 (None), then RGB triples. */
function pixels(size: number, [red, green, blue]: Rgb): Buffer {
  const row = Buffer.alloc(1 + size * 3)
  for (let x = 0; x < size; x++) row.set([red, green, blue], 1 + x * 3)
  return Buffer.concat(Array.from({ length: size }, () => row))
}

export function encodeSolidPng(size: number, colour: Rgb): Uint8Array {
  if (!Number.isInteger(size) || size < 1) throw new RangeError('size must be a positive integer')
  return new Uint8Array(
    Buffer.concat([
      pngSignature,
      chunk('IHDR', header(size)),
      chunk('IDAT', deflateSync(pixels(size, colour))),
      chunk('IEND', new Uint8Array(0)),
    ]),
  )
}

/** One pixel of an RGBA image: red, green, blue, alpha (0 = transparent). */
export type Rgba = readonly [red: number, green: number, blue: number, alpha: number]

/**
 * A PNG drawn pixel by pixel with transparency (colour type 6), for seeded seals and signatures:
 * `paint(x, y)` gives each pixel's colour.
 */
export function encodeRgbaPng(
  width: number,
  height: number,
  paint: (x: number, y: number) => Rgba,
): Uint8Array {
  const ihdr = Buffer.concat([uint32(width), uint32(height), Uint8Array.of(8, 6, 0, 0, 0)])
  const rows = Array.from({ length: height }, (_, y) => {
    const row = Buffer.alloc(1 + width * 4)
    for (let x = 0; x < width; x++) row.set(paint(x, y), 1 + x * 4)
    return row
  })
  return new Uint8Array(
    Buffer.concat([
      pngSignature,
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(Buffer.concat(rows))),
      chunk('IEND', new Uint8Array(0)),
    ]),
  )
}
