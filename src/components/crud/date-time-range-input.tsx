import { DatePicker } from 'antd'
import type { Dayjs } from 'dayjs'
import { fromAbpDateTime, toAbpDateTime } from '@/utils/abp-date'
import { formatDateTimeRange, parseDateTimeRange } from '@/utils/date-time-range'

interface DateTimeRangeInputProps {
  /** `start~end` (utils/date-time-range.ts); either side may be empty. */
  value?: string
  onChange?: (value: string | undefined) => void
  id?: string
  placeholder?: [string, string]
}

/**
 * A range picker with times whose value is one text, so it is a CrudSearchForm field like any
 * other and the range lives in one URL param (`?time=2024-03-01T00:00:00~2024-03-31T23:59:59`).
 * Either end may stay open.
 */
export function DateTimeRangeInput({ value, onChange, id, placeholder }: DateTimeRangeInputProps) {
  const { start, end } = parseDateTimeRange(value)
  const change = (dates: [Dayjs | null, Dayjs | null] | null) =>
    onChange?.(
      formatDateTimeRange({ start: toAbpDateTime(dates?.[0]), end: toAbpDateTime(dates?.[1]) }),
    )
  return (
    <DatePicker.RangePicker
      id={id}
      showTime
      allowEmpty={[true, true]}
      format="YYYY-MM-DD HH:mm:ss"
      placeholder={placeholder}
      value={[fromAbpDateTime(start), fromAbpDateTime(end)]}
      onChange={change}
    />
  )
}
