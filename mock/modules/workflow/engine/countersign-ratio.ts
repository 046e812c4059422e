/**
 * Countersign arithmetic (§3 "Countersign" and rule 7), in integers: the threshold is
 * `(n × passPercent + 99) div 100`, i.e. ceil(n × passPercent / 100) without floating point.
 */
export function passThreshold(n: number, passPercent: number): number {
  return Math.floor((n * passPercent + 99) / 100)
}

export interface RatioTally {
  /** Tasks in the node's arithmetic (entry tasks + Parallel add-signs − reduced). */
  n: number
  approvals: number
  /** Pending ones, a Delegated task counting as pending (rule 7). */
  pending: number
  rejections: number
}

export type RatioVerdict = 'passed' | 'failed' | 'open'

/**
 * After any action: passed once approvals reach the threshold; with FailFast (1) one rejection
 * fails the node; with WaitForRatio (2) it fails only when approvals + pending can no longer reach
 * the threshold. An empty node (n = 0, everything reduced) passes.
 */
export function ratioVerdict(
  tally: RatioTally,
  passPercent: number,
  rejectPolicy: number,
): RatioVerdict {
  const threshold = passThreshold(tally.n, passPercent)
  if (tally.approvals >= threshold) return 'passed'
  if (rejectPolicy === 1 && tally.rejections > 0) return 'failed'
  if (tally.approvals + tally.pending < threshold) return 'failed'
  return 'open'
}
