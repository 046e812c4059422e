import { useTranslation } from 'react-i18next'
import { formatDateTime } from '@/utils/date-format'
import { formatRelativeTime } from '@/utils/relative-time'

/** When a notice was published: relative ("3 hours ago"), the exact time on hover. */
export function PublishTime({ value }: { value: string | null }) {
  const { t } = useTranslation('common')
  if (!value) return null
  const exact = formatDateTime(value)
  return (
    <time dateTime={value} title={exact}>
      {formatRelativeTime(value, t)}
    </time>
  )
}
