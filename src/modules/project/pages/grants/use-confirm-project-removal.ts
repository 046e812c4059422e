import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { notifier } from '@/feedback/notifier'

export interface ProjectRemoval {
  user: string
  project: string
  /** The user's htd grants in the project that go with it. */
  htdCount: number
}

/**
 * Removing a user's project grant also removes their htd grants in it (business-api.md §3.4
 * cascade): with any, ask first, naming the project, the user and how many go.
 */
export function useConfirmProjectRemoval() {
  const { t } = useTranslation('project-grant')
  return useCallback(
    ({ user, project, htdCount }: ProjectRemoval, remove: () => void) => {
      if (htdCount === 0) return remove()
      void notifier
        .confirm({
          title: t('removeProjectTitle', { user, project }),
          content: t('removeProjectContent', { count: htdCount, user, project }),
          okText: t('remove'),
          cancelText: t('crud:cancel'),
          danger: true,
        })
        .then((yes) => yes && remove())
    },
    [t],
  )
}
