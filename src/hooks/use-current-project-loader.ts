import { App } from 'antd'
import { useEffect, useEffectEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { getUserProjectAssignments } from '@/api/base/htd-api'
import { errorMessageKeys, errorNamespace } from '@/api/http/error-message-keys'
import { groupProjects } from '@/stores/project-rules'
import { useProjectStore } from '@/stores/project-store'
import { useUserStore } from '@/stores/user-store'

/**
 * Loads the signed-in user's projects once per user and picks the current one (spec §4 Current
 * project). With no project the user sees the spec §8 message and the stored id is removed.
 */
export function useCurrentProjectLoader(): void {
  const userId = useUserStore((s) => s.id)
  const { message } = App.useApp()
  const { t } = useTranslation(errorNamespace)
  const notifyNoProjects = useEffectEvent(() => {
    const key = errorMessageKeys.noProjects
    void message.error({ key, content: t(key) })
  })

  useEffect(() => {
    const { status, userId: loadedFor, startLoading } = useProjectStore.getState()
    if (!userId || (loadedFor === userId && (status === 'ready' || status === 'empty'))) return
    const controller = new AbortController()
    startLoading(userId)
    getUserProjectAssignments(userId, { signal: controller.signal }).then(
      (items) => {
        if (controller.signal.aborted) return
        const choice = useProjectStore.getState().applyProjects(userId, groupProjects(items))
        if (choice.kind === 'none') notifyNoProjects()
      },
      () => {
        // The HTTP layer already showed the error; an aborted load is redone by the next run.
        if (!controller.signal.aborted) useProjectStore.getState().failLoading()
      },
    )
    return () => controller.abort()
  }, [userId])
}
