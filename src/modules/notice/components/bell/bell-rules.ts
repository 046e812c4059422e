import type { LiveCounts } from '@/api/live-counts/live-counts-dto'

/** Above this the icon says "99+": the panel and the pages give the exact numbers. */
export const bellCountCap = 99

/** What the icon shows: nothing at zero, the number, or "99+". */
export function bellCountText(count: number): string | undefined {
  if (count <= 0) return undefined
  return count > bellCountCap ? `${bellCountCap}+` : String(count)
}

export type BellCounts = Pick<LiveCounts, 'noticeUnread' | 'todoPending' | 'todoOverdue'>

/** What the bell says: its two numbers and whether some to-do is overdue; zeros before loading. */
export function bellState(counts: BellCounts | undefined) {
  const noticeUnread = counts?.noticeUnread ?? 0
  const todoPending = counts?.todoPending ?? 0
  const todoOverdue = counts?.todoOverdue ?? 0
  return {
    noticeUnread,
    todoPending,
    todoOverdue,
    noticeText: bellCountText(noticeUnread),
    todoText: bellCountText(todoPending),
    hasOverdue: todoOverdue > 0,
  }
}
