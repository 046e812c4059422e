import { encodeRgbaPng, type Rgba } from '../../core/images/solid-png.ts'

const clear: Rgba = [0, 0, 0, 0]
const sealRed: Rgba = [0xd4, 0x1f, 0x1f, 0xff]
const ink: Rgba = [0x1a, 0x1a, 0x1a, 0xff]

/** Inside the five-pointed star of radius `r` centred at the origin (y grows downwards). */
function inStar(x: number, y: number, r: number): boolean {
  const angle = Math.atan2(y, x) + Math.PI / 2
  const sector = (2 * Math.PI) / 5
  const a = (((angle % sector) + sector) % sector) - sector / 2
  const inner = r * 0.382
  // The star's edge between a tip (angle 0, radius r) and a notch (angle ±sector/2, inner).
  const t = Math.abs(a) / (sector / 2)
  return Math.hypot(x, y) <= r * (1 - t) + inner * t
}

/**
 * The seeded seal: a red ring with a star on a transparent ground, 240×240 (business-api.md §10),
 * the form a transparent PNG seal takes; drawn once at start.
 */
export const seedSealPng: Uint8Array = encodeRgbaPng(240, 240, (x, y) => {
  const dx = x - 119.5
  const dy = y - 119.5
  const distance = Math.hypot(dx, dy)
  if (distance <= 116 && distance >= 104) return sealRed
  return inStar(dx, dy, 44) ? sealRed : clear
})

/** The seeded signature: a black flourish on a transparent ground, 400×160. */
export const seedSignaturePng: Uint8Array = encodeRgbaPng(400, 160, (x, y) => {
  if (x < 30 || x > 370) return clear
  const wave = 80 + 38 * Math.sin((x - 30) / 22) * Math.cos((x - 30) / 90)
  return Math.abs(y - wave) <= 2.5 ? ink : clear
})
