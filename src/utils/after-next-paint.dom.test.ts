import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterNextPaint } from './after-next-paint'

describe('afterNextPaint', () => {
  afterEach(() => vi.useRealTimers())

  it('runs the work in a task after the next animation frame, not before', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] }) // prettier-ignore
    const work = vi.fn()
    afterNextPaint(work)
    vi.advanceTimersByTime(0)
    expect(work).not.toHaveBeenCalled()
    vi.advanceTimersToNextFrame()
    expect(work).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(work).toHaveBeenCalledOnce()
  })

  it('does nothing once cancelled, before the frame or after it', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] }) // prettier-ignore
    const beforeFrame = vi.fn()
    afterNextPaint(beforeFrame)()
    const afterFrame = vi.fn()
    const cancel = afterNextPaint(afterFrame)
    vi.advanceTimersToNextFrame()
    cancel()
    vi.advanceTimersByTime(100)
    expect(beforeFrame).not.toHaveBeenCalled()
    expect(afterFrame).not.toHaveBeenCalled()
  })
})
