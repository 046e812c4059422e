import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { notifier } from '@/feedback/notifier'

/**
 * Asks before a dialog with unsaved changes is closed; `discard` runs on yes. `content` says what
 * is lost where it is not a dialog's typing (a page's unsaved selection).
 */
export function useConfirmDiscard() {
  const { t } = useTranslation('crud')
  return useCallback(
    (discard: () => void, content?: string) =>
      void notifier
        .confirm({
          title: t('discardTitle'),
          content: content ?? t('discardContent'),
          okText: t('discard'),
          cancelText: t('keepEditing'),
        })
        .then((yes) => yes && discard()),
    [t],
  )
}
