import type { Dayjs } from 'dayjs'
import type { HtdDto, HtdUpdateDto } from '@/modules/project/api/htd-api'
import { fromAbpDateTime, toAbpDate } from '@/utils/abp-date'
import { roundAmount } from '@/utils/amount-format'

type HtdFields = Omit<HtdUpdateDto, 'concurrencyStamp'>

/** The contract-section dialog's values: dates as dayjs for the pickers. */
export interface HtdFormValues extends Omit<HtdFields, 'startDate' | 'endDate'> {
  startDate?: Dayjs | null
  endDate?: Dayjs | null
}

export const newHtdValues: Partial<HtdFormValues> = { sort: 0 }

export function toHtdForm(row: HtdDto): HtdFormValues {
  return {
    htdName: row.htdName,
    htdCode: row.htdCode,
    sort: row.sort,
    contractorOrgId: row.contractorOrgId,
    supervisorOrgId: row.supervisorOrgId,
    amount: row.amount,
    startDate: fromAbpDateTime(row.startDate),
    endDate: fromAbpDateTime(row.endDate),
  }
}

/** What the server gets: every editable field, nothing chosen as null (business-api.md §0.4). */
export function toHtdInput(values: HtdFormValues): HtdFields {
  const amount = values.amount
  return {
    htdName: values.htdName.trim(),
    htdCode: values.htdCode.trim(),
    sort: values.sort ?? 0,
    contractorOrgId: values.contractorOrgId || null,
    supervisorOrgId: values.supervisorOrgId || null,
    amount: amount === null || amount === undefined ? null : roundAmount(amount),
    startDate: toAbpDate(values.startDate),
    endDate: toAbpDate(values.endDate),
  }
}
