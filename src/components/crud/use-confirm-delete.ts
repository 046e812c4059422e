import { useCallback } from 'react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { notifier } from '@/feedback/notifier'

/** Several records to delete: how many, and the names of those the question lists (others counted). */
export interface DeleteMany {
  count: number
  names?: { names: string[]; more: number }
}

/**
 * Asks before deleting, naming the record (or the number of selected records, and the names of
 * those shown). The dialog's OK
 * button shows progress while `remove` runs; a refusal (e.g. "in use") is told by the failed
 * call's one toast with the server's message. Resolves true once deleted.
 */
export function useConfirmDelete() {
  const { t } = useTranslation('crud')
  return useCallback(
    (what: { name: string } | DeleteMany, remove: () => Promise<unknown>) =>
      notifier.confirm({
        title:
          'name' in what
            ? t('deleteTitle', { name: what.name })
            : t('deleteManyTitle', { n: what.count }),
        content: 'name' in what ? t('deleteContent') : manyContent(t, what),
        okText: t('delete'),
        cancelText: t('cancel'),
        danger: true,
        onOk: remove,
      }),
    [t],
  )
}

/** "“A”, “B” and 3 more. This cannot be undone." (just the warning when none is named). */
function manyContent(t: TFunction, { names }: DeleteMany): string {
  if (!names?.names.length) return t('deleteContent')
  const list = names.names.map((name) => t('quotedName', { name })).join(t('nameSeparator'))
  return names.more > 0
    ? t('deleteManyNamesMore', { names: list, n: names.more })
    : t('deleteManyNames', { names: list })
}
