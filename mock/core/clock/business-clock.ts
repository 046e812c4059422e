import { formatClockTime } from '../db/clock-time.ts'

/**
 * The embedded backend's one business clock (workflow-api.md §3, issue 23): to-dos, notices,
 * delegations, tasks and their timeouts read it; token and refresh-token expiry stay on real time,
 * so moving it never signs anyone out. It runs with real time, shifted by an offset that the test
 * controls move (control.ts, `/__mock/clock`); a move tells the installed listeners at once (the
 * workflow module runs its due timeouts), so tests never wait.
 */
let offsetMs = 0
const listeners = new Set<(nowMs: number) => void>()

/** Business "now" in milliseconds. */
export function businessNowMs(): number {
  return Date.now() + offsetMs
}

/** Business "now" as the API writes it (`yyyy-MM-ddTHH:mm:ss.fff`, no offset). */
export function businessNow(): string {
  return formatClockTime(businessNowMs())
}

/** Called after every move with the new time; returns the unsubscribe. */
export function onClockMoved(listener: (nowMs: number) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function moved(): number {
  const now = businessNowMs()
  for (const listener of listeners) listener(now)
  return now
}

/** Moves the clock forward (a negative amount is refused: time does not run back). */
export function advanceClock(ms: number): number {
  if (!Number.isFinite(ms) || ms < 0) throw new RangeError('advance by a non-negative number of ms')
  offsetMs += ms
  return moved()
}

/** Sets the clock to a moment (ms since the epoch); later it runs on from there. */
export function setClock(ms: number): number {
  if (!Number.isFinite(ms)) throw new RangeError('set the clock to a finite time')
  offsetMs = ms - Date.now()
  return moved()
}

/** Back to real time (a backend reset); listeners stay, they belong to the installed modules. */
export function resetClock(): void {
  offsetMs = 0
}
