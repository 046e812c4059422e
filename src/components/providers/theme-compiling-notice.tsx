import { App } from 'antd'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

const messageKey = 'theme-compiling'

/** Spec §4 Theme change: 'Compiling the theme' shows while the new theme renders, no longer. */
export function ThemeCompilingNotice({ isCompiling }: { isCompiling: boolean }) {
  const { message } = App.useApp()
  const { t } = useTranslation('settings')
  useEffect(() => {
    if (!isCompiling) return
    void message.loading({ key: messageKey, content: t('compiling'), duration: 0 })
    return () => message.destroy(messageKey)
  }, [isCompiling, message, t])
  return null
}
