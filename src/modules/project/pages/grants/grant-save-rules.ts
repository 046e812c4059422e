/**
 * Pure rules of saving grants (business-api.md §3.4–3.5): which calls, in which order, a change
 * of one user's access to one project, or of an htd's users, makes; and what the page says first.
 */
import { isSameSelection, type ProjectAccess } from './grant-rules'

export interface AccessSavePlan {
  /** The user's whole new project set (PUT by-user, §3.4), or null: the project grant stays. */
  projectIds: string[] | null
  /** The user's htds in the project (PUT by-user?projectId, §3.5), or null: nothing to send. */
  htdIds: string[] | null
  /** The save grants the project too. */
  projectAdded: boolean
}

/**
 * How one user's access to one project is saved ("htds are saved per project"): the project grant
 * first when it changes (a removal takes the htds along on the server), then the project's htds.
 */
export function planAccessSave(
  heldProjectIds: readonly string[],
  projectId: string,
  held: ProjectAccess,
  next: ProjectAccess,
): AccessSavePlan {
  const projectAdded = next.hasProject && !held.hasProject
  const projectRemoved = !next.hasProject && held.hasProject
  const projectIds = projectAdded
    ? [...heldProjectIds, projectId]
    : projectRemoved
      ? heldProjectIds.filter((id) => id !== projectId)
      : null
  const sendHtds = next.hasProject && !isSameSelection(held.htdIds, next.htdIds)
  return { projectIds, htdIds: sendHtds ? [...next.htdIds] : null, projectAdded }
}

export interface HtdUsersSavePlan {
  /** Users who lack the htd's project, each with their new project set (PUT by-user, §3.4). */
  projectGrants: { userId: string; projectIds: string[] }[]
  /** The htd's whole new user set (PUT by-htd, §3.5). */
  userIds: string[]
}

/**
 * Saving an htd's users: each user without the htd's project gets it first (the server refuses an
 * htd grant without it). `projectsOf` gives a user's projects (`by-user`).
 */
export function planHtdUsersSave(
  projectId: string,
  userIds: readonly string[],
  projectsOf: (userId: string) => readonly string[],
): HtdUsersSavePlan {
  const projectGrants = userIds.flatMap((userId) => {
    const held = projectsOf(userId)
    return held.includes(projectId) ? [] : [{ userId, projectIds: [...held, projectId] }]
  })
  return { projectGrants, userIds: [...userIds] }
}

export type AccessNotice =
  'projectWillBeGranted' | 'tickingGrantsProject' | 'noProjectNoRight' | 'projectWillBeRemoved'

/**
 * What the htd panel says about the project grant: a save will grant it (an htd was ticked), or
 * remove it; without it, that ticking an htd grants it too (or that the caller may not grant it).
 */
export function accessNotice(
  held: ProjectAccess,
  next: ProjectAccess,
  canGrantProject: boolean,
): AccessNotice | null {
  if (held.hasProject) return next.hasProject ? null : 'projectWillBeRemoved'
  if (next.hasProject) return 'projectWillBeGranted'
  return canGrantProject ? 'tickingGrantsProject' : 'noProjectNoRight'
}
