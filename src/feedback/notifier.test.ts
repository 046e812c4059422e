import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createNotifier, noticeDedupeWindowMs, type NoticeDisplay } from './notifier'

function display(withConfirm?: (answer: boolean) => void) {
  const shown: [string, string | undefined][] = []
  const entry: NoticeDisplay = {
    error: (message, details) => shown.push([message, details]),
    ...(withConfirm
      ? {
          confirm: vi.fn(() => {
            withConfirm(true)
            return Promise.resolve(true)
          }),
        }
      : {}),
  }
  return { entry, shown }
}

const question = { title: 'Log out?', content: 'Expired', okText: 'Re-Login', cancelText: 'Cancel' }

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('notifier', () => {
  it('shows identical notices once within the window, again after it', () => {
    const notifier = createNotifier()
    const { entry, shown } = display()
    notifier.register(entry)
    for (let i = 0; i < 5; i += 1) notifier.error('Server error', 'boom')
    notifier.error('Server error', 'other details')
    notifier.error('Forbidden')
    expect(shown).toEqual([
      ['Server error', 'boom'],
      ['Server error', 'other details'],
      ['Forbidden', undefined],
    ])
    vi.advanceTimersByTime(noticeDedupeWindowMs - 1)
    notifier.error('Server error', 'boom')
    expect(shown).toHaveLength(3)
    vi.advanceTimersByTime(1)
    notifier.error('Server error', 'boom')
    expect(shown).toHaveLength(4)
  })

  it('shows notices raised before any display when the next display registers', () => {
    const notifier = createNotifier()
    notifier.error('Expired', 'sign in again')
    notifier.error('Expired', 'sign in again')
    notifier.error('Network')
    const { entry, shown } = display()
    notifier.register(entry)
    expect(shown).toEqual([
      ['Expired', 'sign in again'],
      ['Network', undefined],
    ])
    // Shown once: a later display does not show them again.
    const later = display()
    notifier.register(later.entry)
    expect(later.shown).toEqual([])
  })

  it('drops pending notices that are too old to mean anything', () => {
    const notifier = createNotifier()
    notifier.error('Stale')
    vi.advanceTimersByTime(10_001)
    notifier.error('Fresh')
    const { entry, shown } = display()
    notifier.register(entry)
    expect(shown).toEqual([['Fresh', undefined]])
  })

  it('the newest display shows the notices; unregistering it gives the older one back', () => {
    const notifier = createNotifier()
    const shell = display()
    const dialog = display()
    notifier.register(shell.entry)
    const unregister = notifier.register(dialog.entry)
    notifier.error('A')
    expect(dialog.shown).toEqual([['A', undefined]])
    expect(shell.shown).toEqual([])
    unregister()
    notifier.error('B')
    expect(shell.shown).toEqual([['B', undefined]])
  })

  it('hands a notice just shown over to the next display when its display goes away', () => {
    const notifier = createNotifier()
    const shell = display()
    const unregisterShell = notifier.register(shell.entry)
    // A 401 toast in the shell, then the move to the sign-in page.
    notifier.error('Expired')
    expect(shell.shown).toEqual([['Expired', undefined]])
    vi.advanceTimersByTime(500)
    unregisterShell()
    const login = display()
    notifier.register(login.entry)
    expect(login.shown).toEqual([['Expired', undefined]])
  })

  it('does not hand over a notice the user has had time to read', () => {
    const notifier = createNotifier()
    const shell = display()
    const unregisterShell = notifier.register(shell.entry)
    notifier.error('Old news')
    vi.advanceTimersByTime(2_001)
    unregisterShell()
    const login = display()
    notifier.register(login.entry)
    expect(login.shown).toEqual([])
  })

  it('confirm without a display that can ask answers no', async () => {
    const notifier = createNotifier()
    await expect(notifier.confirm(question)).resolves.toBe(false)
    notifier.register(display().entry)
    await expect(notifier.confirm(question)).resolves.toBe(false)
  })

  it('confirm asks the newest display that can ask', async () => {
    const notifier = createNotifier()
    const asked = vi.fn()
    const withDialog = display(asked)
    notifier.register(withDialog.entry)
    notifier.register(display().entry)
    await expect(notifier.confirm(question)).resolves.toBe(true)
    expect(withDialog.entry.confirm).toHaveBeenCalledExactlyOnceWith(question)
  })

  it('reset forgets displays, pending notices and the de-duplication', () => {
    const notifier = createNotifier()
    notifier.error('Pending')
    notifier.reset()
    const { entry, shown } = display()
    notifier.register(entry)
    expect(shown).toEqual([])
    notifier.error('Pending')
    expect(shown).toEqual([['Pending', undefined]])
  })
})
