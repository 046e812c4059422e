import { useCallback, useEffect, useState } from 'react'
import { notifier } from '@/feedback/notifier'

const maxNotices = 3

/**
 * On the sign-in page failed calls show inline (there is no antd here): the page registers itself
 * as the notifier while it is on screen, and also receives notices raised before it mounted
 * (e.g. a failed session load that sent the user here).
 */
export function usePageNotices(): { notices: string[]; clearNotices: () => void } {
  const [notices, setNotices] = useState<string[]>([])
  useEffect(
    () =>
      notifier.register({
        error(message, details) {
          const text = details ? `${message}: ${details}` : message
          setNotices((current) => [...current.filter((n) => n !== text), text].slice(-maxNotices))
        },
      }),
    [],
  )
  const clearNotices = useCallback(() => setNotices([]), [])
  return { notices, clearNotices }
}
