import { describe, expect, it } from 'vitest'
import {
  clampToPage,
  fromUserSpace,
  moveOnScreen,
  normalRotation,
  resizeOnScreen,
  screenSize,
  toScreenPoint,
  toScreenRect,
  toSlotBox,
  toSlotDelta,
  toSlotPoint,
  toUserSpace,
  type PageGeometry,
  type Rotation,
} from './slot-geometry-rules'

/**
 * pdf.js's PageViewport matrix (src/display/display_utils.js, `new PageViewport({ viewBox,
 * scale, rotation })`), written out here so the rules are held to what the viewer draws:
 * `convertToViewportPoint(x, y)` of a PDF user-space point is `[a·x + c·y + e, b·x + d·y + f]`.
 */
function pdfjsViewport(view: readonly number[], scale: number, rotation: Rotation) {
  const [x1, y1, x2, y2] = view
  const centerX = (x2 + x1) / 2
  const centerY = (y2 + y1) / 2
  const [A, B, C, D] = { 0: [1, 0, 0, -1], 90: [0, 1, 1, 0], 180: [-1, 0, 0, 1], 270: [0, -1, -1, 0] }[rotation] // prettier-ignore
  const offsetCanvasX = A === 0 ? Math.abs(centerY - y1) * scale : Math.abs(centerX - x1) * scale
  const offsetCanvasY = A === 0 ? Math.abs(centerX - x1) * scale : Math.abs(centerY - y1) * scale
  const [a, b, c, d] = [A * scale, B * scale, C * scale, D * scale]
  const e = offsetCanvasX - a * centerX - c * centerY
  const f = offsetCanvasY - b * centerX - d * centerY
  return {
    toViewport: (x: number, y: number) => ({ x: a * x + c * y + e, y: b * x + d * y + f }),
    toPdf: (sx: number, sy: number) => {
      const det = a * d - b * c
      return { x: (d * (sx - e) - c * (sy - f)) / det, y: (a * (sy - f) - b * (sx - e)) / det }
    },
  }
}

const close = (actual: { x: number; y: number }, expected: { x: number; y: number }) => {
  expect(actual.x).toBeCloseTo(expected.x, 9)
  expect(actual.y).toBeCloseTo(expected.y, 9)
}

// An A4 portrait page at the origin, and a landscape CropBox offset inside a larger MediaBox.
const a4 = [0, 0, 595, 842] as const
const offset = [36, 72, 36 + 500, 72 + 300] as const

describe('slot space ↔ screen, as pdf.js draws the page', () => {
  const slotPoint = { x: 100, y: 50 }
  it.each([
    // view, rotate, scale, the slot point (100, 50) on screen, the canvas size
    ['A4, Rotate 0', a4, 0, 1, { x: 100, y: 792 }, { width: 595, height: 842 }],
    ['A4, Rotate 90', a4, 90, 1, { x: 50, y: 100 }, { width: 842, height: 595 }],
    ['A4, Rotate 180', a4, 180, 1, { x: 495, y: 50 }, { width: 595, height: 842 }],
    ['A4, Rotate 270', a4, 270, 1, { x: 792, y: 495 }, { width: 842, height: 595 }],
    [
      'offset CropBox, Rotate 0, ×1.5',
      offset,
      0,
      1.5,
      { x: 150, y: 375 },
      { width: 750, height: 450 },
    ],
    [
      'offset CropBox, Rotate 90, ×1.5',
      offset,
      90,
      1.5,
      { x: 75, y: 150 },
      { width: 450, height: 750 },
    ],
    [
      'offset CropBox, Rotate 180, ×2',
      offset,
      180,
      2,
      { x: 800, y: 100 },
      { width: 1000, height: 600 },
    ],
    [
      'offset CropBox, Rotate 270, ×0.5',
      offset,
      270,
      0.5,
      { x: 125, y: 200 },
      { width: 150, height: 250 },
    ],
  ] as const)('%s', (_label, view, rotate, scale, screen, size) => {
    const page: PageGeometry = { view, rotate }
    close(toScreenPoint(page, scale, slotPoint), screen)
    close(toSlotPoint(page, scale, screen), slotPoint)
    expect(screenSize(page, scale)).toEqual(size)
    // The same as pdf.js: the slot point in user space (CropBox origin added) is drawn there…
    const viewport = pdfjsViewport(view, scale, rotate)
    const user = toUserSpace(page, slotPoint)
    close(viewport.toViewport(user.x, user.y), screen)
    // …and convertToPdfPoint of a screen point, less the CropBox's origin, is the slot point.
    const back = viewport.toPdf(screen.x, screen.y)
    close(fromUserSpace(page, back), slotPoint)
  })

  it.each([0, 90, 180, 270] as const)('the CropBox corners land on the canvas corners at %i°', (rotate) => {
    const page: PageGeometry = { view: offset, rotate }
    const viewport = pdfjsViewport(offset, 1, rotate)
    for (const [u, v] of [[0, 0], [500, 0], [0, 300], [500, 300]]) {
      const screen = toScreenPoint(page, 1, { x: u, y: v })
      close(screen, viewport.toViewport(36 + u, 72 + v))
      const { width, height } = screenSize(page, 1)
      expect([0, width]).toContainEqual(Math.round(screen.x))
      expect([0, height]).toContainEqual(Math.round(screen.y))
    }
  }) // prettier-ignore
})

describe('boxes and moves', () => {
  const box = { x: 100, y: 50, width: 80, height: 20 }
  it.each([
    [0, { left: 100, top: 772, width: 80, height: 20 }, { x: 1, y: 0 }, { x: 0, y: -1 }],
    [90, { left: 50, top: 100, width: 20, height: 80 }, { x: 0, y: 1 }, { x: 1, y: 0 }],
    [180, { left: 415, top: 50, width: 80, height: 20 }, { x: -1, y: 0 }, { x: 0, y: 1 }],
    [270, { left: 772, top: 415, width: 20, height: 80 }, { x: 0, y: -1 }, { x: -1, y: 0 }],
  ] as const)(
    'Rotate %i: the box on screen; → and ↓ in slot space',
    (rotate, rect, right, down) => {
      const page: PageGeometry = { view: a4, rotate }
      expect(toScreenRect(page, 1, box)).toEqual(rect)
      expect(toSlotBox(page, 1, rect)).toEqual(box)
      close(toSlotDelta(page, 2, { x: 2, y: 0 }), right)
      close(toSlotDelta(page, 2, { x: 0, y: 2 }), down)
    },
  )

  it.each([
    // rotate, screen delta of the bottom-right handle, the box after
    [0, { x: 10, y: 5 }, { x: 100, y: 45, width: 90, height: 25 }],
    [90, { x: 10, y: 5 }, { x: 100, y: 50, width: 85, height: 30 }],
    [180, { x: 10, y: 5 }, { x: 90, y: 50, width: 90, height: 25 }],
    [270, { x: 10, y: 5 }, { x: 95, y: 40, width: 85, height: 30 }],
    [0, { x: -500, y: -500 }, { x: 100, y: 66, width: 4, height: 4 }],
  ] as const)('Rotate %i: resizing from the handle by %o', (rotate, delta, after) => {
    const page: PageGeometry = { view: a4, rotate }
    expect(resizeOnScreen(page, 1, box, delta)).toEqual(after)
    // The box's top-left corner on screen stays where it was.
    const before = toScreenRect(page, 1, box)
    const now = toScreenRect(page, 1, after)
    expect([now.left, now.top]).toEqual([before.left, before.top])
  })

  it('a resize stops at the page’s edge on screen', () => {
    const page: PageGeometry = { view: offset, rotate: 90 }
    // On screen the page is 300 wide; the box starts at left 50 (v = 50).
    expect(resizeOnScreen(page, 1, box, { x: 1000, y: 0 })).toEqual({ ...box, height: 250 })
  })

  it.each([
    ['inside: unchanged', { x: 10, y: 10, width: 50, height: 20 }, { x: 10, y: 10, width: 50, height: 20 }],
    ['past the right and top edges: pushed back', { x: 480, y: 290, width: 50, height: 20 }, { x: 450, y: 280, width: 50, height: 20 }],
    ['below the origin: onto it', { x: -5, y: -0.5, width: 50, height: 20 }, { x: 0, y: 0, width: 50, height: 20 }],
    ['wider than the page: the page', { x: 10, y: 10, width: 900, height: 20 }, { x: 0, y: 10, width: 500, height: 20 }],
    ['too small: the smallest', { x: 10, y: 10, width: 1, height: 0 }, { x: 10, y: 10, width: 4, height: 4 }],
    ['float noise: rounded to 0.01 pt', { x: 0.1 + 0.2, y: 10, width: 50.004, height: 20 }, { x: 0.3, y: 10, width: 50, height: 20 }],
  ] as const)('clampToPage: %s', (_label, input, expected) => {
    expect(clampToPage(input, { width: 500, height: 300 })).toEqual(expected)
  }) // prettier-ignore

  it('moveOnScreen moves visually and stays on the page', () => {
    const page: PageGeometry = { view: offset, rotate: 270 }
    // On a page turned 270°, right on screen is down in slot space (−v), up on screen is +u.
    expect(moveOnScreen(page, 1, box, { x: 10, y: 0 })).toEqual({ ...box, y: 40 })
    expect(moveOnScreen(page, 1, box, { x: 0, y: -1000 })).toEqual({ ...box, x: 420 })
  })

  it.each([
    [0, 0],
    [-90, 270],
    [450, 90],
    [540, 180],
  ])('normalRotation(%i) = %i', (input, expected) => {
    expect(normalRotation(input)).toBe(expected)
  })
})
