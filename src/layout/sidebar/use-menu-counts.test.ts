import { describe, expect, it } from 'vitest'
import { menuBadgeText } from './use-menu-counts'

describe('menuBadgeText', () => {
  const counts = { todoPending: 4, todoOverdue: 1, noticeUnread: 0, approvalTodo: 3, ccUnread: 2 }
  it.each<
    [
      string,
      Parameters<typeof menuBadgeText>[0],
      Partial<typeof counts> | undefined,
      string | undefined,
    ]
  >([
    ['no badge', undefined, counts, undefined],
    ['no reading yet', ['approvalTodo'], undefined, undefined],
    [
      'a reading without the field (before the stream)',
      ['approvalTodo'],
      { todoPending: 1 },
      undefined,
    ],
    ['zero shows nothing', ['noticeUnread'], counts, undefined],
    ['one count', ['approvalTodo'], counts, '3'],
    ['a group sums its entries', ['approvalTodo', 'ccUnread'], counts, '5'],
    ['above 99', ['approvalTodo'], { approvalTodo: 120 }, '99+'],
  ])('%s', (_label, badges, given, expected) => {
    expect(menuBadgeText(badges, given)).toBe(expected)
  })
})
