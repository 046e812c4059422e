import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useMessageApi } from './message-api'

const messageKey = 'theme-compiling'

/** Spec §4 Theme change: 'Compiling the theme' shows while the new theme renders, no longer. */
export function ThemeCompilingNotice({ isCompiling }: { isCompiling: boolean }) {
  const message = useMessageApi()
  const { t } = useTranslation('settings')
  useEffect(() => {
    if (!isCompiling) return
    void message.loading({ key: messageKey, content: t('compiling'), duration: 0 })
    return () => message.destroy(messageKey)
  }, [isCompiling, message, t])
  return null
}
