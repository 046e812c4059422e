import { describe, expect, it } from 'vitest'
import { fitInside, normalRotation, placeSlot, toUserSpace } from './slot-geometry.ts'

/** Slots in the CropBox's unrotated space, drawn upright on rotated and offset pages (§7). */
const slot = { x: 100, y: 200, width: 120, height: 40 }
const a4 = { x: 0, y: 0, width: 595, height: 842 }
const offset = { x: 30, y: 50, width: 535, height: 742 }

/** The user-space rectangle the placed content covers (its four corners' extent). */
function covered(placement: ReturnType<typeof placeSlot>) {
  const corners = [[0, 0], [placement.width, 0], [0, placement.height], [placement.width, placement.height]].map(([u, v]) => toUserSpace(placement, u, v)) // prettier-ignore
  const xs = corners.map((c) => c.x)
  const ys = corners.map((c) => c.y)
  return { x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) } // prettier-ignore
}

describe('slot geometry', () => {
  it.each([
    [0, a4, { x: 100, y: 200, width: 120, height: 40, rotate: 0 }],
    [90, a4, { x: 220, y: 200, width: 40, height: 120, rotate: 90 }],
    [180, a4, { x: 220, y: 240, width: 120, height: 40, rotate: 180 }],
    [270, a4, { x: 100, y: 240, width: 40, height: 120, rotate: 270 }],
    [0, offset, { x: 130, y: 250, width: 120, height: 40, rotate: 0 }],
    [90, offset, { x: 250, y: 250, width: 40, height: 120, rotate: 90 }],
    [-90, offset, { x: 130, y: 290, width: 40, height: 120, rotate: 270 }],
  ] as const)('page /Rotate %i, CropBox %o: drawn at %o', (rotation, cropBox, expected) => {
    expect(placeSlot(slot, cropBox, rotation)).toEqual(expected)
  })

  it.each([0, 90, 180, 270])(
    'whatever the turn (%i), the content covers exactly the slot, offset by the CropBox',
    (rotation) => {
      // prettier-ignore
      expect(covered(placeSlot(slot, offset, rotation))).toEqual({ x: 130, y: 250, width: 120, height: 40 }) // prettier-ignore
    },
  )

  it('reads a /Rotate of 450 or -90 as the quarter turn it is', () => {
    expect([normalRotation(450), normalRotation(-90), normalRotation(360)]).toEqual([90, 270, 0])
  })

  it('fits an image inside a slot in proportion, centred', () => {
    expect(fitInside({ width: 120, height: 40 }, { width: 400, height: 160 })).toEqual({ u: 10, v: 0, width: 100, height: 40 }) // prettier-ignore
    expect(fitInside({ width: 80, height: 80 }, { width: 240, height: 240 })).toEqual({ u: 0, v: 0, width: 80, height: 80 }) // prettier-ignore
  })
})
