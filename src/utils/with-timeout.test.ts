import { afterEach, describe, expect, it, vi } from 'vitest'
import { withTimeout } from './with-timeout'

afterEach(() => {
  vi.useRealTimers()
})

describe('withTimeout', () => {
  it('passes the result through when it comes in time', async () => {
    await expect(withTimeout(Promise.resolve(7), 100, () => new Error('late'))).resolves.toBe(7)
  })

  it('rejects with the timeout error when the promise hangs', async () => {
    vi.useFakeTimers()
    const hanging = withTimeout(new Promise(() => {}), 10_000, () => new Error('late'))
    vi.advanceTimersByTime(10_000)
    await expect(hanging).rejects.toThrow('late')
  })
})
