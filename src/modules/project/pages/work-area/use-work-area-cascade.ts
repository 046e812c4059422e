import { useQuery } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { htdOptionsQuery } from '@/modules/project/api/project-options-queries'
import { pageParam } from '@/components/crud/list-url-state'
import { useTenantScope } from '@/query/query-scope'
import { useProjectStore } from '@/stores/project-store'
import { resolveCascade, resolveProjectId, type Cascade } from './work-area-cascade-rules'

/** The URL params of the cascade: `?project=<id>&htd=<id>` (the htd page links here so). */
export const projectParam = 'project'
export const htdParam = 'htd'

export interface WorkAreaCascade extends Cascade {
  /**
   * Another project's htds are loading after a section was shown: the page keeps its table, the
   * old rows cleared and marked as loading, so a project switch fills a table that stays.
   */
  isSwitching: boolean
  /** The shown htd as `一标段 (DH01)`, once the project's htds are known. */
  htdLabel: string
  /** Why the project's htds could not be loaded. */
  htdsError: Error | null
  retryHtds: () => void
  /** Another project: its first htd, page 1 (the other filters stay). */
  selectProject: (projectId: string) => void
  /** Another htd of the project (the project goes into the URL too): page 1. */
  selectHtd: (htdId: string) => void
}

/** The project → htd cascade of the Work areas page, kept in the URL (work-area-cascade-rules). */
export function useWorkAreaCascade(): WorkAreaCascade {
  const [params, setParams] = useSearchParams()
  const currentProjectId = useProjectStore((s) => s.currentProjectId)
  const isSwitcherReady = useProjectStore((s) => s.status !== 'idle' && s.status !== 'loading')
  const urlProjectId = params.get(projectParam) ?? ''
  const urlHtdId = params.get(htdParam) ?? ''
  const projectId = resolveProjectId({ urlProjectId, currentProjectId, isSwitcherReady })
  // The same query as the page's HtdSelect: one request.
  const htds = useQuery(htdOptionsQuery(useTenantScope(), projectId))
  const cascade = resolveCascade({
    urlProjectId,
    urlHtdId,
    currentProjectId,
    isSwitcherReady,
    htds: htds.data,
    htdsFailed: htds.isError,
  })
  const htd = htds.data?.find((item) => item.id === cascade.htdId)
  // Once a section's list has been shown, waiting again means another project was chosen.
  const [hasShownList, setHasShownList] = useState(false)
  if (cascade.status === 'ready' && !hasShownList) setHasShownList(true)
  const isSwitching = cascade.status === 'waiting' && hasShownList

  const change = useCallback(
    (set: Record<string, string | null>) =>
      setParams((current) => {
        const next = new URLSearchParams(current)
        for (const [key, value] of Object.entries(set)) {
          if (value) next.set(key, value)
          else next.delete(key)
        }
        next.delete(pageParam)
        return next
      }),
    [setParams],
  )

  return {
    ...cascade,
    isSwitching,
    htdLabel: htd ? `${htd.htdName} (${htd.htdCode})` : '',
    htdsError: htds.error,
    retryHtds: () => void htds.refetch(),
    selectProject: useCallback((id) => change({ [projectParam]: id, [htdParam]: null }), [change]),
    selectHtd: useCallback(
      (id) => change({ [projectParam]: projectId, [htdParam]: id }),
      [change, projectId],
    ),
  }
}
