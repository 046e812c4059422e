import { App } from 'antd'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * Asks before deleting, naming the record (or the number of selected records). The dialog's OK
 * button shows progress while `remove` runs; a refusal (e.g. "in use") is told by the failed
 * call's one toast with the server's message. Resolves true once deleted.
 */
export function useConfirmDelete() {
  const { modal } = App.useApp()
  const { t } = useTranslation('crud')
  return useCallback(
    (what: { name: string } | { count: number }, remove: () => Promise<unknown>) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title:
            'name' in what
              ? t('deleteTitle', { name: what.name })
              : t('deleteManyTitle', { n: what.count }),
          content: t('deleteContent'),
          okText: t('delete'),
          okButtonProps: { danger: true },
          cancelText: t('cancel'),
          onOk: () =>
            remove().then(
              () => resolve(true),
              () => resolve(false),
            ),
          onCancel: () => resolve(false),
        })
      }),
    [modal, t],
  )
}
