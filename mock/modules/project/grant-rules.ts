/**
 * Pure rules of the user-project and user-htd grants (business-api.md §3.4–3.6).
 */

/**
 * A "replace the set" PUT: what to add (wanted ids not held, in the body's order, duplicates
 * once) and what to remove (held ids no longer wanted). Ids compare case-insensitively.
 */
export function diffIdSets(
  held: readonly string[],
  wanted: readonly string[],
): { added: string[]; removed: string[] } {
  const heldSet = new Set(held.map((id) => id.toLowerCase()))
  const wantedSet = new Set(wanted.map((id) => id.toLowerCase()))
  return {
    added: [...wantedSet].filter((id) => !heldSet.has(id)),
    removed: held.filter((id) => !wantedSet.has(id.toLowerCase())),
  }
}

export interface ByUserHtd {
  id: string
  htdName: string
  sort: number
}

export interface ByUserProject {
  id: string
  projName: string
  sort: number
}

/** A live grant with what it points at (a deleted project or htd is left out before). */
export interface ByUserGrant {
  creationTime: string
  project: ByUserProject
  /** null: the project grant itself. */
  htd: ByUserHtd | null
}

export interface ByUserItem {
  projId: string
  htdId: string | null
  htd: ByUserHtd | null
  project: (ByUserProject & { htds: ByUserHtd[] }) | null
}

const htdDto = ({ id, htdName, sort }: ByUserHtd): ByUserHtd => ({ id, htdName, sort })

/**
 * `GET /api/base/htd/by-user/{userId}` (§3.6): one item per htd grant whose project is granted,
 * and one per project grant without any htd grant, in grant creation order (a tie keeps the htd
 * grant first). With the detail, `project.htds` are the user's htds of that project, as granted.
 */
export function buildByUserItems(
  projectGrants: readonly ByUserGrant[],
  htdGrants: readonly ByUserGrant[],
  includeProjectDetail: boolean,
): ByUserItem[] {
  const grantedProjects = new Set(projectGrants.map((g) => g.project.id))
  const sections = htdGrants.filter((g) => g.htd && grantedProjects.has(g.project.id))
  const htdsOf = (projectId: string) =>
    sections.filter((g) => g.project.id === projectId).map((g) => htdDto(g.htd!))
  const projectOnly = projectGrants.filter(
    (g) => !sections.some((s) => s.project.id === g.project.id),
  )
  const ordered = [...sections, ...projectOnly].sort((a, b) =>
    a.creationTime < b.creationTime ? -1 : a.creationTime > b.creationTime ? 1 : 0,
  )
  return ordered.map(({ project, htd }) => ({
    projId: project.id,
    htdId: htd ? htd.id : null,
    htd: htd ? htdDto(htd) : null,
    project: includeProjectDetail
      ? { id: project.id, projName: project.projName, sort: project.sort, htds: htdsOf(project.id) }
      : null,
  }))
}
