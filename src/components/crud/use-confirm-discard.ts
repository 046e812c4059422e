import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { notifier } from '@/feedback/notifier'

/** Asks before a dialog with unsaved changes is closed; `discard` runs on yes. */
export function useConfirmDiscard() {
  const { t } = useTranslation('crud')
  return useCallback(
    (discard: () => void) =>
      void notifier
        .confirm({
          title: t('discardTitle'),
          content: t('discardContent'),
          okText: t('discard'),
          cancelText: t('keepEditing'),
        })
        .then((yes) => yes && discard()),
    [t],
  )
}
