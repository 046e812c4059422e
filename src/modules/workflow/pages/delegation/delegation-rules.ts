import dayjs, { type Dayjs } from 'dayjs'
import { fromAbpDateTime, toAbpDateTime } from '@/utils/abp-date'
import type { DelegationCreateDto, DelegationDto } from '../../api/delegation-dtos'

/** What the delegation form edits; the period is one range. */
export interface DelegationFormValues {
  delegatorId?: string | null
  delegateeId: string
  period: [Dayjs, Dayjs]
  schemeIds: string[]
  projectId: string | null
  reason: string | null
  enabled: boolean
}

/** §5: at most 180 days. */
export const maxDelegationDays = 180

export function toDelegationForm(row: DelegationDto): DelegationFormValues {
  return {
    delegatorId: row.delegatorId,
    delegateeId: row.delegateeId,
    period: [fromAbpDateTime(row.startTime)!, fromAbpDateTime(row.endTime)!],
    schemeIds: row.schemeIds,
    projectId: row.projectId,
    reason: row.reason,
    enabled: row.enabled,
  }
}

/** The body of a create or an update; `delegatorId` only when the form names one (everyone's tab). */
export function toDelegationInput(values: DelegationFormValues): DelegationCreateDto {
  const [start, end] = values.period
  return {
    ...(values.delegatorId && { delegatorId: values.delegatorId }),
    delegateeId: values.delegateeId,
    schemeIds: values.schemeIds ?? [],
    projectId: values.projectId ?? null,
    startTime: toAbpDateTime(start)!,
    endTime: toAbpDateTime(end)!,
    reason: values.reason?.trim() || null,
    enabled: values.enabled,
  }
}

/**
 * Why a period is refused before it is sent (the server says the same as
 * `Workflow:DelegationPeriodInvalid`): it must end after it starts and last at most 180 days.
 */
export function periodProblem(period: readonly [Dayjs, Dayjs] | null | undefined) {
  if (!period?.[0] || !period[1]) return 'periodRequired'
  if (!period[1].isAfter(period[0])) return 'periodOrder'
  if (period[1].diff(period[0], 'minute') > maxDelegationDays * 24 * 60) return 'periodTooLong'
  return undefined
}

/**
 * Ending a delegation early: disabled from now on, and a window already started ends now (so the
 * list says when it ended and the rest of it no longer overlaps a new one). One not yet started
 * keeps its period, only disabled.
 */
export function endEarlyInput(row: DelegationDto, now: Dayjs = dayjs()) {
  const started = !fromAbpDateTime(row.startTime)!.isAfter(now)
  return {
    delegateeId: row.delegateeId,
    schemeIds: row.schemeIds,
    projectId: row.projectId,
    startTime: row.startTime,
    endTime: started ? toAbpDateTime(now)! : row.endTime,
    reason: row.reason,
    enabled: false,
    concurrencyStamp: row.concurrencyStamp,
  }
}
