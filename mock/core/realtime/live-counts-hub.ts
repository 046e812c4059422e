import { getDatabase } from '../db/database.ts'
import { sameId } from '../db/audit.ts'
import { installedModules } from '../modules/mock-module.ts'
import type { CountsReader, LiveCountsDto } from './live-counts-types.ts'

const zeroCounts: LiveCountsDto = {
  todoPending: 0,
  todoOverdue: 0,
  approvalTodo: 0,
  approvalOverdue: 0,
  ccUnread: 0,
  noticeUnread: 0,
}

/** One user's counts now: every installed module's part over zeros. */
export function countsOf(tenantId: string | null, userId: string): LiveCountsDto {
  const reader: CountsReader = { db: getDatabase(), tenantId, userId, nowMs: Date.now() }
  const counts = { ...zeroCounts }
  for (const module of installedModules()) Object.assign(counts, module.liveCounts?.(reader))
  return counts
}

/** An open stream: whose counts it follows and how to send them. */
export interface CountsListener {
  tenantId: string | null
  userId: string
  /** Called with the user's counts after anything that may have changed them. */
  onCounts: (counts: LiveCountsDto) => void
}

const listeners = new Set<CountsListener>()

export function listenToCounts(listener: CountsListener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** How many streams are open (tests; the bench). */
export function openCountsStreams(): number {
  return listeners.size
}

/**
 * Something may have changed these counts: each open stream of the user (of every user when none
 * is named) gets them again, and sends them only if they differ from what it sent last. The
 * embedded backend calls it after every write and every test control (handle-mock-request.ts), so
 * a module needs to call it only for a change no request makes (a timer, a moved clock): the
 * workflow module's change signal plugs in here.
 */
export function notifyCountsChanged(tenantId?: string | null, userId?: string): void {
  for (const listener of [...listeners]) {
    if (userId !== undefined && !sameId(listener.userId, userId)) continue
    if (tenantId !== undefined && !sameId(listener.tenantId, tenantId)) continue
    listener.onCounts(countsOf(listener.tenantId, listener.userId))
  }
}
