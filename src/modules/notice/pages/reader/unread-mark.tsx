import { Badge } from 'antd'
import { useTranslation } from 'react-i18next'
import hidden from '@/styles/visually-hidden.module.css'

/** The dot of an unread notice, with its word for screen readers; nothing once read. */
export function UnreadMark({ isRead }: { isRead: boolean }) {
  const { t } = useTranslation('notice')
  if (isRead) return null
  return (
    <>
      <Badge status="processing" aria-hidden />
      <span className={hidden.visuallyHidden}>{t('unread')}</span>
    </>
  )
}
