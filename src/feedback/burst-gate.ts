/**
 * Lets a key through at most once per window: a burst of identical failures (five parallel calls
 * hitting the same 500, or the same 401) produces one toast and one sign-out, not five.
 * The window is fixed from the first pass, so a steadily repeating error is shown again once the
 * previous toast has had time to disappear.
 */
export interface BurstGate {
  /** True when `key` has not passed within the window (and records this pass). */
  tryPass: (key: string) => boolean
  reset: () => void
}

export function createBurstGate(windowMs: number, now: () => number = Date.now): BurstGate {
  const passedAt = new Map<string, number>()
  return {
    tryPass(key) {
      const time = now()
      for (const [seen, at] of passedAt) if (time - at >= windowMs) passedAt.delete(seen)
      if (passedAt.has(key)) return false
      passedAt.set(key, time)
      return true
    },
    reset() {
      passedAt.clear()
    },
  }
}
