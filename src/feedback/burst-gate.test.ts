import { describe, expect, it } from 'vitest'
import { createBurstGate } from './burst-gate'

describe('createBurstGate', () => {
  it('lets a key through once per window and other keys independently', () => {
    let time = 1_000
    const gate = createBurstGate(1_500, () => time)
    expect(gate.tryPass('a')).toBe(true)
    expect(gate.tryPass('a')).toBe(false)
    expect(gate.tryPass('b')).toBe(true)
    time += 1_499
    expect(gate.tryPass('a')).toBe(false)
    time += 1
    expect(gate.tryPass('a')).toBe(true)
  })

  it('forgets everything on reset', () => {
    const gate = createBurstGate(10_000, () => 0)
    gate.tryPass('a')
    gate.reset()
    expect(gate.tryPass('a')).toBe(true)
  })
})
