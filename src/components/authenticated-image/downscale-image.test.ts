import { describe, expect, it } from 'vitest'
import { fitWithin } from './downscale-image'

describe('fitWithin', () => {
  it.each([
    { w: 240, h: 240, box: 96, out: { width: 96, height: 96 } },
    { w: 400, h: 160, box: 96, out: { width: 96, height: 38 } },
    { w: 40, h: 32, box: 96, out: { width: 40, height: 32 } },
    { w: 4096, h: 32, box: 96, out: { width: 96, height: 1 } },
  ])('$w×$h in $box → $out', ({ w, h, box, out }) => {
    expect(fitWithin(w, h, box)).toEqual(out)
  })
})
