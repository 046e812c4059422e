/**
 * WCAG 2.x contrast, as pure functions on CSS colours (#rgb, #rrggbb, #rrggbbaa, rgb(), rgba()):
 * the rules the theme uses to keep text readable on any colour a user picks (issue 11 §3).
 */
export interface Rgba {
  r: number
  g: number
  b: number
  a: number
}

export const aaTextRatio = 4.5

export function parseColor(color: string): Rgba {
  const value = color.trim().toLowerCase()
  const hex = /^#([0-9a-f]{3,8})$/.exec(value)?.[1]
  if (hex && [3, 6, 8].includes(hex.length)) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex
    const channel = (index: number) => parseInt(full.slice(index, index + 2), 16)
    return {
      r: channel(0),
      g: channel(2),
      b: channel(4),
      a: full.length === 8 ? channel(6) / 255 : 1,
    }
  }
  const rgb = /^rgba?\(([^)]+)\)$/.exec(value)?.[1]
  if (rgb) {
    const [r, g, b, a = 1] = rgb
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number)
    if ([r, g, b, a].every((part) => Number.isFinite(part))) return { r, g, b, a }
  }
  throw new RangeError(`not a colour: ${color}`)
}

export function toHex({ r, g, b }: Rgba): string {
  return `#${[r, g, b].map((part) => Math.round(part).toString(16).padStart(2, '0')).join('')}`
}

/** A translucent colour as it shows over an opaque background. */
export function over(color: Rgba, background: Rgba): Rgba {
  const mix = (top: number, bottom: number) => top * color.a + bottom * (1 - color.a)
  return {
    r: mix(color.r, background.r),
    g: mix(color.g, background.g),
    b: mix(color.b, background.b),
    a: 1,
  }
}

function luminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const value = channel / 255
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/** The contrast ratio (1–21) of text `foreground` on `background`. */
export function contrastRatio(foreground: string, background: string): number {
  const bottom = over(parseColor(background), { r: 255, g: 255, b: 255, a: 1 })
  const top = over(parseColor(foreground), bottom)
  const [light, dark] = [luminance(top), luminance(bottom)].sort((a, b) => b - a)
  return (light + 0.05) / (dark + 0.05)
}

/**
 * `color` itself when it reads on `background`, else the nearest shade that does: mixed towards
 * black on a light background, towards white on a dark one, in 4 % steps.
 */
export function readableShade(color: string, background: string, ratio = aaTextRatio): string {
  if (contrastRatio(color, background) >= ratio) return color
  const bottom = over(parseColor(background), { r: 255, g: 255, b: 255, a: 1 })
  const towards = luminance(bottom) > 0.18 ? 0 : 255
  const start = over(parseColor(color), bottom)
  for (let step = 1; step <= 25; step += 1) {
    const weight = step * 0.04
    const mix = (channel: number) => channel * (1 - weight) + towards * weight
    const shade = toHex({ r: mix(start.r), g: mix(start.g), b: mix(start.b), a: 1 })
    if (contrastRatio(shade, background) >= ratio) return shade
  }
  return towards === 0 ? '#000000' : '#ffffff'
}

/**
 * Text on a coloured surface: white when it reads there, else near-black (dark text on light
 * colours), else black, for the mid-tones neither white nor near-black reads on (#00885A).
 */
export function textOn(surface: string): string {
  const candidates = ['#ffffff', 'rgba(0, 0, 0, 0.88)', '#000000']
  return candidates.find((text) => contrastRatio(text, surface) >= aaTextRatio) ?? '#000000'
}
