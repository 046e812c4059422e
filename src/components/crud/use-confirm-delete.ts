import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { notifier } from '@/feedback/notifier'

/**
 * Asks before deleting, naming the record (or the number of selected records). The dialog's OK
 * button shows progress while `remove` runs; a refusal (e.g. "in use") is told by the failed
 * call's one toast with the server's message. Resolves true once deleted.
 */
export function useConfirmDelete() {
  const { t } = useTranslation('crud')
  return useCallback(
    (what: { name: string } | { count: number }, remove: () => Promise<unknown>) =>
      notifier.confirm({
        title:
          'name' in what
            ? t('deleteTitle', { name: what.name })
            : t('deleteManyTitle', { n: what.count }),
        content: t('deleteContent'),
        okText: t('delete'),
        cancelText: t('cancel'),
        danger: true,
        onOk: remove,
      }),
    [t],
  )
}
