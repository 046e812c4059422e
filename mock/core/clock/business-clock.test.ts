import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  advanceClock,
  businessNowMs,
  onClockMoved,
  resetClock,
  setClock,
} from './business-clock.ts'

describe('business clock', () => {
  afterEach(() => {
    resetClock()
    vi.useRealTimers()
  })

  it('runs with real time until moved, then keeps the shift', () => {
    // Real time is faked so that the checks are exact, whatever the machine's load.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 1) })
    const runOn = (ms: number) => vi.setSystemTime(Date.now() + ms)
    expect(businessNowMs()).toBe(Date.now())
    advanceClock(3_600_000)
    runOn(1_000)
    expect(businessNowMs() - Date.now()).toBe(3_600_000)
    setClock(Date.UTC(2030, 0, 1))
    runOn(5_000)
    expect(businessNowMs()).toBe(Date.UTC(2030, 0, 1, 0, 0, 5))
    resetClock()
    expect(businessNowMs()).toBe(Date.now())
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
