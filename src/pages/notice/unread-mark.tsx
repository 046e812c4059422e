import { Badge } from 'antd'
import type { CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'

const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
}

/** The dot of an unread notice, with its word for screen readers; nothing once read. */
export function UnreadMark({ isRead }: { isRead: boolean }) {
  const { t } = useTranslation('notice')
  if (isRead) return null
  return (
    <>
      <Badge status="processing" aria-hidden />
      <span style={visuallyHidden}>{t('unread')}</span>
    </>
  )
}
