/**
 * Which project and contract section (htd) the Work areas page shows (business-api.md §3.3, §11):
 * the URL's (`?project=&htd=`, a shared link or the htd page's link), else the project switcher's
 * current project and the first htd of the project by `sort`. Pure.
 */

export type CascadeStatus =
  /** The switcher's projects or the project's htds are still loading. */
  | 'waiting'
  /** No project in the URL and none current (a user without projects): the user picks one. */
  | 'noProject'
  /** The project has no contract sections yet. */
  | 'noHtds'
  /** The project's htds could not be loaded (and the URL names none). */
  | 'htdsFailed'
  /** The URL's htd is not one of the project's (another project's, or deleted). */
  | 'unknownHtd'
  | 'ready'

export interface CascadeInput {
  /** `?project=`; '' when absent. */
  urlProjectId: string
  /** `?htd=`; '' when absent. */
  urlHtdId: string
  /** The switcher's current project. */
  currentProjectId: string | null
  /** The switcher's load has finished (whatever its outcome). */
  isSwitcherReady: boolean
  /** The project's htds by `sort`; undefined while loading or after a failure. */
  htds: readonly { id: string }[] | undefined
  htdsFailed: boolean
}

export interface Cascade {
  /** The project shown; '' when none. */
  projectId: string
  /** The htd whose work areas are listed; '' unless `ready`. */
  htdId: string
  status: CascadeStatus
}

/** The project the page shows before its htds are known ('' when none yet). */
export function resolveProjectId(
  input: Pick<CascadeInput, 'urlProjectId' | 'currentProjectId' | 'isSwitcherReady'>,
): string {
  if (input.urlProjectId) return input.urlProjectId
  return input.isSwitcherReady ? (input.currentProjectId ?? '') : ''
}

export function resolveCascade(input: CascadeInput): Cascade {
  const projectId = resolveProjectId(input)
  const { urlHtdId, htds } = input
  if (!projectId) {
    return { projectId, htdId: '', status: input.isSwitcherReady ? 'noProject' : 'waiting' }
  }
  if (urlHtdId) {
    // The URL's htd is listed at once; once the project's htds are known it must be one of them.
    if (htds && !htds.some((htd) => htd.id === urlHtdId)) {
      return { projectId, htdId: '', status: 'unknownHtd' }
    }
    return { projectId, htdId: urlHtdId, status: 'ready' }
  }
  if (!htds) return { projectId, htdId: '', status: input.htdsFailed ? 'htdsFailed' : 'waiting' }
  if (htds.length === 0) return { projectId, htdId: '', status: 'noHtds' }
  return { projectId, htdId: htds[0].id, status: 'ready' }
}
