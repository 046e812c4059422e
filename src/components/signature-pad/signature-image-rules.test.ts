import { describe, expect, it } from 'vitest'
import { imageFileLimits } from '@/utils/image-file-rules'
import { inkBounds, layoutSignature, scaleForBytes } from './signature-image-rules'

/** An RGBA image of `width` × `height` with ink (alpha 255) at the given points. */
function rgba(width: number, height: number, ink: [number, number][]) {
  const data = new Uint8ClampedArray(width * height * 4)
  for (const [x, y] of ink) data[(y * width + x) * 4 + 3] = 255
  return data
}

describe('inkBounds', () => {
  it.each([
    ['an empty drawing', [], null],
    ['one dot', [[3, 4]], { x: 3, y: 4, width: 1, height: 1 }],
    ['a stroke from corner to corner', [[0, 0], [9, 7]], { x: 0, y: 0, width: 10, height: 8 }],
    ['two strokes', [[2, 5], [6, 1], [4, 3]], { x: 2, y: 1, width: 5, height: 5 }],
  ] as const)('%s → %o', (_case, ink, expected) => {
    expect(inkBounds(rgba(10, 8, ink as unknown as [number, number][]), 10, 8)).toEqual(expected)
  })

  it('ignores colour without alpha (a transparent canvas)', () => {
    const data = rgba(4, 4, [])
    data.fill(255, 0, 3) // red, green, blue of the first pixel, alpha 0
    expect(inkBounds(data, 4, 4)).toBeNull()
  })
}) // prettier-ignore

const canvas = { width: 1200, height: 600 }

describe('layoutSignature: the ink plus a margin, both sides 32–4096 px', () => {
  it.each([
    ['a signature in the middle', { x: 100, y: 200, width: 400, height: 160 }, canvas, 16, 1,
      { source: { x: 84, y: 184, width: 432, height: 192 }, scale: 1, width: 432, height: 192, dx: 0, dy: 0 }],
    ['ink at the canvas edge: the margin stops there', { x: 0, y: 590, width: 300, height: 10 }, canvas, 16, 1,
      { source: { x: 0, y: 574, width: 316, height: 26 }, scale: 1, width: 316, height: 32, dx: 0, dy: 3 }],
    ['a dot: padded to 32 × 32, centred, not stretched', { x: 50, y: 50, width: 2, height: 2 }, canvas, 4, 1,
      { source: { x: 46, y: 46, width: 10, height: 10 }, scale: 1, width: 32, height: 32, dx: 11, dy: 11 }],
    ['a huge canvas: the long side scaled down to 4096', { x: 0, y: 0, width: 8192, height: 1024 }, { width: 8192, height: 2048 }, 0, 1,
      { source: { x: 0, y: 0, width: 8192, height: 1024 }, scale: 0.5, width: 4096, height: 512, dx: 0, dy: 0 }],
    ['a thin line on a huge canvas: scaled down, then padded', { x: 0, y: 10, width: 8192, height: 20 }, { width: 8192, height: 100 }, 0, 1,
      { source: { x: 0, y: 10, width: 8192, height: 20 }, scale: 0.5, width: 4096, height: 32, dx: 0, dy: 11 }],
    ['a retry after a file over 1 MB', { x: 100, y: 100, width: 800, height: 400 }, canvas, 0, 0.25,
      { source: { x: 100, y: 100, width: 800, height: 400 }, scale: 0.25, width: 200, height: 100, dx: 0, dy: 0 }],
  ])('%s', (_case, ink, size, margin, maxScale, expected) => {
    const layout = layoutSignature(ink, size, margin, maxScale)
    expect(layout).toEqual(expected)
    for (const side of [layout.width, layout.height]) {
      expect(side).toBeGreaterThanOrEqual(imageFileLimits.minSide)
      expect(side).toBeLessThanOrEqual(imageFileLimits.maxSide)
    }
  })
}) // prettier-ignore

describe('scaleForBytes', () => {
  it.each([
    [1, 4 * imageFileLimits.maxBytes, 0.45],
    [0.5, 2 * imageFileLimits.maxBytes, 0.3182],
  ])('scale %s at %s bytes → about %s', (scale, bytes, expected) => {
    expect(scaleForBytes(scale, bytes)).toBeCloseTo(expected, 3)
  })
})
