import { afterEach, describe, expect, it } from 'vitest'
import {
  advanceClock,
  businessNowMs,
  onClockMoved,
  resetClock,
  setClock,
} from './business-clock.ts'

describe('business clock', () => {
  afterEach(resetClock)

  it('runs with real time until moved, then keeps the shift', () => {
    expect(Math.abs(businessNowMs() - Date.now())).toBeLessThan(50)
    advanceClock(3_600_000)
    expect(businessNowMs() - Date.now()).toBeGreaterThan(3_599_000)
    setClock(Date.UTC(2030, 0, 1))
    expect(Math.abs(businessNowMs() - Date.UTC(2030, 0, 1))).toBeLessThan(50)
    resetClock()
    expect(Math.abs(businessNowMs() - Date.now())).toBeLessThan(50)
  })

  it('tells listeners on every move, and refuses to run back', () => {
    const seen: number[] = []
    const stop = onClockMoved((now) => seen.push(now))
    advanceClock(60_000)
    setClock(Date.UTC(2031, 0, 1))
    stop()
    advanceClock(1)
    expect(seen).toHaveLength(2)
    expect(() => advanceClock(-1)).toThrow(RangeError)
  })
})
