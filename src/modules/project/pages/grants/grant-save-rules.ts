/**
 * Pure rules of saving grants (business-api.md §3.4–3.5): which calls, in which order, a change
 * of one user's access to one project, or of an htd's users, makes; and what the page says first.
 */
import { diffSelection, isSameSelection, type IdChange, type ProjectAccess } from './grant-rules'

export interface AccessSavePlan {
  /**
   * The user joins or leaves the project's user set (PUT by-project, §3.4), or null: the project
   * grant stays. Never the user's whole project set: that would send back a stale copy of their
   * other projects (docs/grant-saves.md).
   */
  project: 'add' | 'remove' | null
  /** The user's htds in the project that change (PUT by-user?projectId, §3.5), or null. */
  htds: IdChange | null
  /** The save grants the project too. */
  projectAdded: boolean
}

/**
 * How one user's access to one project is saved ("htds are saved per project"): the project grant
 * first when it changes (a removal takes the htds along on the server), then the project's htds.
 */
export function planAccessSave(held: ProjectAccess, next: ProjectAccess): AccessSavePlan {
  const projectAdded = next.hasProject && !held.hasProject
  const projectRemoved = !next.hasProject && held.hasProject
  const sendHtds = next.hasProject && !isSameSelection(held.htdIds, next.htdIds)
  return {
    project: projectAdded ? 'add' : projectRemoved ? 'remove' : null,
    htds: sendHtds ? diffSelection(held.htdIds, next.htdIds) : null,
    projectAdded,
  }
}

export interface HtdUsersSavePlan {
  /** Users who lack the htd's project: they join its user set first (PUT by-project, §3.4). */
  projectUserIds: string[]
  /** The htd's users that change (PUT by-htd, §3.5). */
  users: IdChange
}

/**
 * Saving an htd's users: each user without the htd's project gets it first (the server refuses an
 * htd grant without it). `holdsProject` tells whether a user holds the project.
 */
export function planHtdUsersSave(
  held: readonly string[],
  selected: readonly string[],
  holdsProject: (userId: string) => boolean,
): HtdUsersSavePlan {
  return {
    projectUserIds: selected.filter((userId) => !holdsProject(userId)),
    users: diffSelection(held, selected),
  }
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
