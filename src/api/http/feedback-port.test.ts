import { afterEach, describe, expect, it, vi } from 'vitest'
import { getHttpFeedback, registerHttpFeedback, resetHttpFeedback } from './feedback-port'

afterEach(() => {
  resetHttpFeedback()
  vi.useRealTimers()
})

describe('feedback port', () => {
  it('stacks registrations: the newest wins per member, unregistering uncovers the previous', () => {
    const sessionUnauthorized = vi.fn()
    const shellNotify = vi.fn()
    const pageNotify = vi.fn()
    registerHttpFeedback({ onUnauthorized: sessionUnauthorized })
    registerHttpFeedback({ notifyError: shellNotify })
    const unregisterPage = registerHttpFeedback({
      notifyError: pageNotify,
      onUnauthorized: undefined,
    })

    getHttpFeedback().notifyError('a')
    getHttpFeedback().onUnauthorized()
    expect(pageNotify).toHaveBeenCalledWith('a', undefined)
    expect(shellNotify).not.toHaveBeenCalled()
    expect(sessionUnauthorized).toHaveBeenCalledOnce()

    unregisterPage()
    getHttpFeedback().notifyError('b')
    expect(shellNotify).toHaveBeenCalledWith('b', undefined)
  })

  it('keeps notices raised before any page shows them and hands them to the first one', () => {
    getHttpFeedback().notifyError('Server error', 'details')
    const notify = vi.fn()
    registerHttpFeedback({ notifyError: notify })
    expect(notify).toHaveBeenCalledWith('Server error', 'details')
  })

  it('drops kept notices that are too old to matter', () => {
    vi.useFakeTimers()
    getHttpFeedback().notifyError('old')
    vi.advanceTimersByTime(11_000)
    const notify = vi.fn()
    registerHttpFeedback({ notifyError: notify })
    expect(notify).not.toHaveBeenCalled()
  })

  it('shows again on the next page a notice raised just before its page went away', () => {
    vi.useFakeTimers()
    const unregisterShell = registerHttpFeedback({ notifyError: vi.fn() })
    getHttpFeedback().notifyError('Your credentials have expired')
    vi.advanceTimersByTime(500)
    unregisterShell()
    const loginNotify = vi.fn()
    registerHttpFeedback({ notifyError: loginNotify })
    expect(loginNotify).toHaveBeenCalledWith('Your credentials have expired', undefined)
  })

  it('does not repeat a notice shown long before its page went away', () => {
    vi.useFakeTimers()
    const unregisterShell = registerHttpFeedback({ notifyError: vi.fn() })
    getHttpFeedback().notifyError('an old toast')
    vi.advanceTimersByTime(5_000)
    unregisterShell()
    const loginNotify = vi.fn()
    registerHttpFeedback({ notifyError: loginNotify })
    expect(loginNotify).not.toHaveBeenCalled()
  })
})
