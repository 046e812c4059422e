import { describe, expect, it } from 'vitest'
import { detectDevice, mobileBreakpoint, sidebarWidth } from './device'

describe('detectDevice', () => {
  it.each([
    [0, 'mobile'],
    [375, 'mobile'],
    [991, 'mobile'],
    [992, 'desktop'],
    [1920, 'desktop'],
  ])('%i px → %s', (width, expected) => {
    expect(detectDevice(width)).toBe(expected)
  })

  it('exposes the spec constants', () => {
    expect(mobileBreakpoint).toBe(992)
    expect(sidebarWidth).toBe(210)
  })
})
