import { useQuery, useQueryClient, type Query } from '@tanstack/react-query'
import { useEffect, useEffectEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { userProjectsQuery } from '@/query/user-projects-query'
import { errorMessageKeys, errorNamespace } from '@/api/errors/error-message-keys'
import { isLostProjectError } from '@/query/lost-project-rules'
import { useTenantScope } from '@/query/query-scope'
import { groupProjects } from '@/stores/project-rules'
import { useProjectStore } from '@/stores/project-store'
import { useUserStore } from '@/stores/user-store'
import { useMessageApi } from '@/components/providers/message-api'

/**
 * Loads the signed-in user's projects (a query, once per session, read again when a call shows a
 * project was lost) and hands them to the project store, which picks the current one. With no project the user sees the spec §8 message and the
 * stored id is removed. A failed load was already shown by the query layer. Off (`enabled`
 * false) for a session without the ABP API: no project, no message.
 */
export function useProjectAssignments(enabled: boolean): void {
  const userId = useUserStore((s) => s.id)
  const projectsQuery = userProjectsQuery(useTenantScope(), userId)
  const { data, isError, refetch } = useQuery({
    ...projectsQuery,
    enabled: enabled && projectsQuery.enabled,
  })
  const queryCache = useQueryClient().getQueryCache()
  const message = useMessageApi()
  const { t } = useTranslation(errorNamespace)
  const notifyNoProjects = useEffectEvent(() => {
    const key = errorMessageKeys.noProjects
    void message.error({ key, content: t(key) })
  })

  // A query of the current project refused with 403 010001: the user lost the project. Read the
  // list again; the store then moves to another project, or says none is left.
  const reloadProjects = useEffectEvent(() => void refetch())
  useEffect(
    () =>
      queryCache.subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return
        const current = useProjectStore.getState().currentProjectId
        const { queryKey } = event.query as Query
        if (isLostProjectError(event.action.error, queryKey, current)) reloadProjects()
      }),
    [queryCache],
  )

  useEffect(() => {
    if (!userId || !enabled) return
    const store = useProjectStore.getState()
    if (data) {
      const choice = store.applyProjects(userId, groupProjects(data))
      if (choice.kind === 'none') notifyNoProjects()
    } else if (isError) store.failLoading()
    else if (store.status === 'idle' || store.userId !== userId) store.startLoading(userId)
  }, [userId, enabled, data, isError])
}
