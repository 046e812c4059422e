import { describe, expect, it } from 'vitest'
import { contrastRatio, parseColor, readableShade, textOn } from './contrast'

describe('parseColor', () => {
  it.each([
    ['#fff', { r: 255, g: 255, b: 255, a: 1 }],
    ['#13C2C2', { r: 19, g: 194, b: 194, a: 1 }],
    ['#00000080', { r: 0, g: 0, b: 0, a: 128 / 255 }],
    ['rgba(0, 0, 0, 0.45)', { r: 0, g: 0, b: 0, a: 0.45 }],
    ['rgb(22 119 255)', { r: 22, g: 119, b: 255, a: 1 }],
  ])('%s', (color, rgba) => {
    expect(parseColor(color)).toEqual(rgba)
  })

  it('refuses what is not a colour', () => {
    expect(() => parseColor('teal')).toThrow(RangeError)
  })
})

describe('contrastRatio (WCAG 2.x)', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    // antd's secondary text on white, and on its dark background
    ['rgba(0, 0, 0, 0.45)', '#ffffff', 3.36],
    ['#767676', '#ffffff', 4.54],
    // spec §9 presets that fail with white text
    ['#ffffff', '#13c2c2', 2.21],
    ['#ffffff', '#409EFF', 2.78],
    ['#ffffff', '#0152d9', 6.54],
  ])('%s on %s is %d', (foreground, background, ratio) => {
    expect(contrastRatio(foreground, background)).toBeCloseTo(ratio, 1)
  })
})

describe('textOn', () => {
  it.each([
    ['#0152d9', '#ffffff'],
    ['#304156', '#ffffff'],
    ['#13c2c2', 'rgba(0, 0, 0, 0.88)'],
    ['#409EFF', 'rgba(0, 0, 0, 0.88)'],
    ['#D26C00', 'rgba(0, 0, 0, 0.88)'],
    ['#141b37', '#ffffff'],
    ['#00885A', '#000000'],
  ])('on %s: %s', (surface, text) => {
    expect(textOn(surface)).toBe(text)
    expect(contrastRatio(textOn(surface), surface)).toBeGreaterThanOrEqual(4.5)
  })
})

describe('readableShade', () => {
  it.each([
    ['#0152d9', '#ffffff'],
    ['#13c2c2', '#ffffff'],
    ['#409EFF', '#ffffff'],
    ['#52c41a', '#f6ffed'],
    ['#faad14', '#fffbe6'],
    ['#ff4d4f', '#ffffff'],
    ['#0152d9', '#141414'],
    ['#212121', '#141414'],
    ['#304156', '#000000'],
  ])('%s on %s reads at 4.5:1', (color, background) => {
    expect(contrastRatio(readableShade(color, background), background)).toBeGreaterThanOrEqual(4.5)
  })

  it('keeps a colour that already reads', () => {
    expect(readableShade('#0152d9', '#ffffff')).toBe('#0152d9')
  })

  it('darkens on light backgrounds and lightens on dark ones', () => {
    const onLight = parseColor(readableShade('#13c2c2', '#ffffff'))
    const onDark = parseColor(readableShade('#212121', '#141414'))
    expect(onLight.g).toBeLessThan(194)
    expect(onDark.r).toBeGreaterThan(33)
  })
})
