import { afterEach, describe, expect, it, vi } from 'vitest'
import { withRenewalLock } from './with-renewal-lock'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('withRenewalLock', () => {
  it('runs the renewal under an exclusive Web Lock of that name', async () => {
    const request = vi.fn((_name: string, _options: LockOptions, run: () => Promise<string>) =>
      run(),
    )
    vi.stubGlobal('navigator', { locks: { request } })
    await expect(withRenewalLock('renewal', () => Promise.resolve('renewed'))).resolves.toBe(
      'renewed',
    )
    expect(request).toHaveBeenCalledWith('renewal', { mode: 'exclusive' }, expect.any(Function))
  })

  it('runs the renewal directly where the browser has no Web Locks', async () => {
    vi.stubGlobal('navigator', {})
    await expect(withRenewalLock('renewal', () => Promise.resolve(1))).resolves.toBe(1)
  })
})
