import { describe, expect, it } from 'vitest'
import { bellCountText, bellState } from './bell-rules'

describe('bellCountText', () => {
  it.each<[number, string | undefined]>([
    [0, undefined],
    [-1, undefined],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
  ])('%d → %s', (count, text) => {
    expect(bellCountText(count)).toBe(text)
  })
})

describe('bellState', () => {
  it('shows nothing before the counts are known', () => {
    expect(bellState(undefined)).toEqual({
      noticeUnread: 0,
      todoPending: 0,
      todoOverdue: 0,
      noticeText: undefined,
      todoText: undefined,
      hasOverdue: false,
    })
  })

  it.each<[string, number, number, boolean]>([
    ['pending, none overdue', 3, 0, false],
    ['pending, some overdue', 3, 2, true],
  ])('%s', (_label, todoPending, todoOverdue, hasOverdue) => {
    const state = bellState({ noticeUnread: 120, todoPending, todoOverdue })
    expect(state).toMatchObject({ noticeText: '99+', todoText: String(todoPending), hasOverdue })
  })
})
