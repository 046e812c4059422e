/** A seeded PRNG (mulberry32) for the audit log seed: the same entries on every start. */
export interface Draw {
  /** [0, 1) */
  next: () => number
  /** An integer in [0, n). */
  int: (n: number) => number
  pick: <T>(items: readonly T[]) => T
  chance: (p: number) => boolean
  hex: (digits: number) => string
}

export function createDraw(seed: number): Draw {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (n: number) => Math.floor(next() * n)
  return {
    next,
    int,
    pick: (items) => items[int(items.length)],
    chance: (p) => next() < p,
    hex: (digits) => {
      let text = ''
      while (text.length < digits) text += int(0x10000).toString(16).padStart(4, '0')
      return text.slice(0, digits)
    },
  }
}
