/**
 * Pure rules of the two grant pages (business-api.md §3.4–3.6): what a selection saves, "ticking
 * an htd adds its project" and "removing a project drops its htds".
 */

/** Whether two id lists hold the same ids, in any order. */
export function isSameSelection(a: readonly string[], b: readonly string[]): boolean {
  const set = new Set(a)
  return set.size === new Set(b).size && b.every((id) => set.has(id))
}

/** What a selection changes against what is held: added in selection order, removed in held order. */
export function diffSelection(held: readonly string[], selected: readonly string[]) {
  const heldSet = new Set(held)
  const selectedSet = new Set(selected)
  return {
    added: [...selectedSet].filter((id) => !heldSet.has(id)),
    removed: held.filter((id) => !selectedSet.has(id)),
  }
}

/** What a save changes in a set of ids: the ids it adds and the ids it removes. */
export interface IdChange {
  added: readonly string[]
  removed: readonly string[]
}

/**
 * A change applied to the set as the server holds it now (read just before): ids someone else
 * added or removed meanwhile stay as they are, and only this change's ids move.
 */
export function applyIdChange(current: readonly string[], change: IdChange): string[] {
  const kept = current.filter((id) => !change.removed.includes(id))
  return [...new Set([...kept, ...change.added])]
}

/** Ticks (`on`) or unticks one id, keeping the order and no duplicates. */
export function toggleId(selected: readonly string[], id: string, on: boolean): string[] {
  const without = selected.filter((other) => other !== id)
  return on ? [...without, id] : without
}

/**
 * Unticking a project of a user (or a user of a project) on the project page: on save the server
 * also removes the user's htd grants in it (§3.4 cascade); `htdsDropped` is how many, for the
 * question asked first.
 */
export function dropProjectGrant(
  selected: readonly string[],
  id: string,
  htdCounts: ReadonlyMap<string, number>,
): { selected: string[]; htdsDropped: number } {
  return { selected: toggleId(selected, id, false), htdsDropped: htdCounts.get(id) ?? 0 }
}

/** One user's access to one project: the project grant and the htd grants in it. */
export interface ProjectAccess {
  hasProject: boolean
  htdIds: readonly string[]
}

/** An item of `GET /api/base/htd/by-user/{userId}` (§3.6): a project or htd grant. */
export interface AssignmentItem {
  projId: string
  htdId?: string | null
}

/** The user's projects, once each, in the answer's order. */
export function projectIdsOf(items: readonly AssignmentItem[]): string[] {
  return [...new Set(items.map((item) => item.projId))]
}

/** The user's access to `projectId` as `by-user` tells it. */
export function accessFromAssignments(
  items: readonly AssignmentItem[],
  projectId: string,
): ProjectAccess {
  const mine = items.filter((item) => item.projId === projectId)
  return {
    hasProject: mine.length > 0,
    htdIds: mine.flatMap((item) => (item.htdId ? [item.htdId] : [])),
  }
}

/**
 * Ticking an htd: an htd grant needs the project grant (§3.5 invariant), so a user without the
 * project gets it too (`projectAdded`: the page says so).
 */
export function tickHtd(
  access: ProjectAccess,
  htdId: string,
): { access: ProjectAccess; projectAdded: boolean } {
  return {
    access: { hasProject: true, htdIds: toggleId(access.htdIds, htdId, true) },
    projectAdded: !access.hasProject,
  }
}

export function untickHtd(access: ProjectAccess, htdId: string): ProjectAccess {
  return { ...access, htdIds: toggleId(access.htdIds, htdId, false) }
}

/** Removing the project drops its htds; `htdsDropped` (those ticked) is for the question. */
export function removeProject(access: ProjectAccess): {
  access: ProjectAccess
  htdsDropped: number
} {
  return { access: { hasProject: false, htdIds: [] }, htdsDropped: access.htdIds.length }
}

export function isSameAccess(a: ProjectAccess, b: ProjectAccess): boolean {
  return a.hasProject === b.hasProject && isSameSelection(a.htdIds, b.htdIds)
}
