import { encodeSolidPng } from '../images/solid-png.ts'

/**
 * Images for upload tests. The server reads only the magic bytes and the header's size, so a
 * JPEG's leading segments are enough: SOI, an APP0 of 16 bytes, then a start-of-frame.
 */
export function jpegHeader(
  width: number,
  height: number,
  frameMarker = 0xc0,
): Uint8Array<ArrayBuffer> {
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...new Array<number>(14).fill(0)]
  const size = [height >> 8, height & 0xff, width >> 8, width & 0xff]
  const frame = [0xff, frameMarker, 0x00, 0x11, 0x08, ...size, 0x03, 0x01, 0x22, 0x00]
  return Uint8Array.from([0xff, 0xd8, ...app0, ...frame])
}

/** A real PNG square of one colour. */
export function pngSquare(size: number): Uint8Array<ArrayBuffer> {
  return new Uint8Array(encodeSolidPng(size, [0x20, 0x80, 0xe0]))
}

/** A PNG padded with trailing bytes to `length` (decoders ignore what follows IEND). */
export function paddedPng(length: number): Uint8Array<ArrayBuffer> {
  const png = pngSquare(64)
  const padded = new Uint8Array(length)
  padded.set(png)
  return padded
}
