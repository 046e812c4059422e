import type { LiveCounts } from '@/api/live-counts/live-counts-dto'

/** The fields of a `counts` event (workflow-api §8), every one a count. */
const countFields = [
  'todoPending',
  'todoOverdue',
  'approvalTodo',
  'approvalOverdue',
  'ccUnread',
  'noticeUnread',
] as const

/**
 * The counts of one `counts` event's data, or null when it is not what §8 says (a proxy's page, a
 * newer server's shape this client cannot read): a wrong number on the bell is worse than none.
 */
export function parseCounts(data: string): Required<LiveCounts> | null {
  try {
    const value = JSON.parse(data) as Record<string, number> | null
    const counts = Object.fromEntries(countFields.map((field) => [field, value?.[field]]))
    return Object.values(counts).every((n) => Number.isInteger(n) && Number(n) >= 0) ? (counts as Required<LiveCounts>) : null // prettier-ignore
  } catch {
    return null
  }
}

/** What the client does when a stream's request is answered: read it, renew the token, or retry. */
export type OpenOutcome = 'read' | 'renew' | 'retry'

export function openOutcome(status: number, contentType: string | null): OpenOutcome {
  if (status === 401) return 'renew'
  const isStream = (contentType ?? '').split(';')[0].trim() === 'text/event-stream'
  return status === 200 && isStream ? 'read' : 'retry'
}

/** After an ended stream: at once when it lasted (the token expired), else after the wait. */
export function reconnectDelay(openForMs: number, retryMs: number): number {
  return openForMs >= retryMs ? 0 : retryMs
}
