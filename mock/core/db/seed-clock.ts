import { dayMs, formatClockTime, startOfDay } from './clock-time.ts'

/**
 * Notices and to-dos are seeded relative to the moment the backend started, so "published
 * yesterday", "overdue" and "due today" stay true whenever it runs; every reseed of one process
 * gives the same rows.
 */
const backendStartedAt = Math.floor(Date.now() / 1000) * 1000

/** The clock time `days` (fractions allowed, negative = past) from the backend's start. */
export function seedTimeFromStart(days: number): string {
  return formatClockTime(backendStartedAt + Math.round(days * dayMs))
}

/** A time later on the backend's first day: halfway between the start and midnight. */
export function seedTimeLaterToday(): string {
  const midnight = startOfDay(backendStartedAt) + dayMs
  return formatClockTime(backendStartedAt + Math.floor((midnight - backendStartedAt) / 2))
}
