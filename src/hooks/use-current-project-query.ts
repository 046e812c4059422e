import { useCallback, useEffect, useEffectEvent, useState } from 'react'
import { useProjectStore } from '@/stores/project-store'

export interface CurrentProjectQuery<T> {
  data: T | undefined
  /** True until the data for the current project (and the last reload) has arrived. */
  isLoading: boolean
  error: unknown
  reload: () => void
}

interface Settled<T> {
  key: string
  data?: T
  error?: unknown
}

/**
 * Loads a page's data for the current project: once the project is known, again on a project
 * switch and on reload() — but not when the page's effects merely re-run. A cached tab shown again
 * re-creates its effects (React <Activity>), and StrictMode runs them twice; remembering which
 * request already settled keeps both from calling the API again.
 */
export function useCurrentProjectQuery<T>(
  load: (projectId: string | null, signal: AbortSignal) => Promise<T>,
): CurrentProjectQuery<T> {
  const projectId = useProjectStore((s) => s.currentProjectId)
  const isProjectKnown = useProjectStore((s) => s.status !== 'idle' && s.status !== 'loading')
  const [reloadCount, setReloadCount] = useState(0)
  const [settled, setSettled] = useState<Settled<T> | null>(null)
  const requestKey = `${projectId ?? ''}#${reloadCount}`
  const settledKey = settled?.key
  const runLoad = useEffectEvent(load)

  useEffect(() => {
    if (!isProjectKnown || settledKey === requestKey) return
    const controller = new AbortController()
    runLoad(projectId, controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ key: requestKey, data })
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setSettled((prev) => ({ key: requestKey, data: prev?.data, error }))
      },
    )
    return () => controller.abort()
  }, [isProjectKnown, projectId, requestKey, settledKey])

  const reload = useCallback(() => setReloadCount((count) => count + 1), [])
  return {
    data: settled?.data,
    isLoading: settledKey !== requestKey,
    error: settledKey === requestKey ? settled?.error : undefined,
    reload,
  }
}
