/**
 * Standing delegations' rules (workflow-api.md §5). Pure.
 */
export const maxDelegationDays = 180
const dayMs = 86_400_000

export interface DelegationWindow {
  id: string
  delegatorId: string
  schemeIds: readonly string[]
  startMs: number
  endMs: number
  enabled: boolean
}

/** `endTime > startTime`, at most 180 days. */
export function periodValid(startMs: number, endMs: number): boolean {
  return endMs > startMs && endMs - startMs <= maxDelegationDays * dayMs
}

/** Empty scheme lists mean "every scheme", so they overlap anything. */
function schemesOverlap(a: readonly string[], b: readonly string[]): boolean {
  if (a.length === 0 || b.length === 0) return true
  return a.some((x) => b.some((y) => x.toLowerCase() === y.toLowerCase()))
}

/** Another enabled window of the same delegator overlapping in time and schemes. */
export function overlaps(
  candidate: DelegationWindow,
  others: readonly DelegationWindow[],
): boolean {
  return others.some(
    (o) =>
      o.id !== candidate.id &&
      o.enabled &&
      candidate.enabled &&
      o.delegatorId.toLowerCase() === candidate.delegatorId.toLowerCase() &&
      o.startMs < candidate.endMs &&
      candidate.startMs < o.endMs &&
      schemesOverlap(o.schemeIds, candidate.schemeIds),
  )
}

export const isActiveAt = (w: { enabled: boolean; startMs: number; endMs: number }, nowMs: number) => w.enabled && w.startMs <= nowMs && nowMs < w.endMs // prettier-ignore
