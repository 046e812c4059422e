/**
 * Which project a page of one project's data shows (Contract sections, business-api.md §11: htd
 * list with `projectId` = the current project; App folders and Project apps): the URL's
 * `?project=` (a shared link, a project row's link, the page's own project picker), else the
 * project switcher's current project. Pure.
 */

export type PageProjectStatus =
  /** The switcher's projects are still loading. */
  | 'waiting'
  /** No project in the URL and none current (a user without projects): the user picks one. */
  | 'noProject'
  /** The URL's project is not one of the tenant's (deleted, or a wrong link). */
  | 'unknownProject'
  | 'ready'

export interface PageProjectInput {
  /** `?project=`; '' when absent. */
  urlProjectId: string
  /** The switcher's current project. */
  currentProjectId: string | null
  /** The switcher's load has finished (whatever its outcome). */
  isSwitcherReady: boolean
  /** The tenant's project ids; undefined while loading or after a failure. */
  projectIds: readonly string[] | undefined
}

export interface PageProject {
  /** The project listed; '' when none. */
  projectId: string
  /** Where it comes from: the URL, or (following it) the switcher. */
  source: 'url' | 'switcher'
  status: PageProjectStatus
}

export function resolvePageProject(input: PageProjectInput): PageProject {
  const { urlProjectId, currentProjectId, isSwitcherReady, projectIds } = input
  if (urlProjectId) {
    const isUnknown = projectIds !== undefined && !projectIds.includes(urlProjectId)
    return {
      projectId: urlProjectId,
      source: 'url',
      status: isUnknown ? 'unknownProject' : 'ready',
    }
  }
  if (!isSwitcherReady) return { projectId: '', source: 'switcher', status: 'waiting' }
  if (!currentProjectId) return { projectId: '', source: 'switcher', status: 'noProject' }
  return { projectId: currentProjectId, source: 'switcher', status: 'ready' }
}
