import { describe, expect, it } from 'vitest'
import { jpegHeader, pngSquare } from '@mock/core/testing/test-images'
import { checkImageFile, imageFileLimits, readImageFileProblem } from './image-file-rules'

/** A PNG's signature and IHDR chunk: all the rules read of a PNG. */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
  bytes.set(new TextEncoder().encode('IHDR'), 12)
  const view = new DataView(bytes.buffer)
  view.setUint32(16, width)
  view.setUint32(20, height)
  return bytes
}
const text = (value: string) => new TextEncoder().encode(value)
const { maxBytes } = imageFileLimits

describe('checkImageFile (business-api.md §0.5)', () => {
  it.each([
    ['a real PNG square', 100, pngSquare(64), null],
    ['a PNG at the smallest sides', 100, pngHeader(32, 32), null],
    ['a PNG at the largest sides', maxBytes, pngHeader(4096, 4096), null],
    ['a JPEG 400 × 160', 5_000, jpegHeader(400, 160), null],
    ['a progressive JPEG (SOF2)', 5_000, jpegHeader(640, 480, 0xc2), null],
    ['a PNG one byte over 1 MB', maxBytes + 1, pngHeader(64, 64), 'tooLarge'],
    ['a PNG 5,000 px wide', 100, pngHeader(5000, 100), 'wrongSize'],
    ['a PNG 31 px high', 100, pngHeader(100, 31), 'wrongSize'],
    ['a JPEG 4,097 px high', 5_000, jpegHeader(100, 4097), 'wrongSize'],
    ['a PNG signature without its header', 8, pngHeader(64, 64).slice(0, 8), 'wrongSize'],
    ['a JPEG without a start-of-frame', 20, jpegHeader(64, 64).slice(0, 20), 'wrongSize'],
    ['an SVG named .png', 200, text('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'wrongType'],
    ['a GIF', 200, text('GIF89a\x01\x00\x01\x00'), 'wrongType'],
    ['a WebP', 200, text('RIFF\0\0\0\0WEBPVP8 '), 'wrongType'],
    ['a PDF', 200, text('%PDF-1.7'), 'wrongType'],
    ['an empty file', 0, new Uint8Array(), 'wrongType'],
  ])('%s → %s', (_case, size, bytes, expected) => {
    expect(checkImageFile(size, bytes)).toBe(expected)
  })
})

describe('readImageFileProblem', () => {
  it.each([
    // Files made in the test: a Blob in the table itself overflows the title's formatting.
    ['a PNG', () => new Blob([pngSquare(40)]), null],
    [
      'a GIF named .png',
      () => new File(['GIF89a'], 'seal.png', { type: 'image/png' }),
      'wrongType',
    ],
  ])('%s → %s', async (_case, file, expected) => {
    expect(await readImageFileProblem(file())).toBe(expected)
  })

  it('refuses a file over 1 MB', async () => {
    expect(await readImageFileProblem(new Blob([new Uint8Array(maxBytes + 1)]))).toBe('tooLarge')
  })

  it('calls a file that cannot be read unreadable', async () => {
    const broken = new Blob([pngSquare(40)])
    broken.arrayBuffer = () => Promise.reject(new Error('gone'))
    expect(await readImageFileProblem(broken)).toBe('unreadable')
  })
})
