/**
 * Pure rules of the current project (spec §3 Project, §4 Current project). Input shapes mirror the
 * API's assignment items structurally; stores do not import the API layer.
 */

export interface ContractSection {
  id: string
  htdName: string
  sort: number
}

export interface ProjectOption {
  id: string
  projName: string
  sort: number
  /** The project's contract sections (htds), by sort number. */
  htds: ContractSection[]
}

/** One assignment item of `/api/base/htd/by-user/{userId}`; several items can share a project. */
export interface ProjectAssignment {
  projId: string
  project?: {
    id: string
    projName: string
    sort: number
    htds?: readonly ContractSection[] | null
  } | null
}

function bySort<T extends { sort: number }>(a: T, b: T): number {
  return a.sort - b.sort
}

/** Items grouped by project, projects and their sections sorted by sort number (stable on ties). */
export function groupProjects(items: readonly ProjectAssignment[]): ProjectOption[] {
  const projects = new Map<string, ProjectOption>()
  for (const item of items) {
    const project = item.project
    if (!project || projects.has(item.projId)) continue
    projects.set(item.projId, {
      id: item.projId,
      projName: project.projName,
      sort: project.sort,
      htds: [...(project.htds ?? [])].sort(bySort),
    })
  }
  return [...projects.values()].sort(bySort)
}

export type CurrentProjectChoice =
  | { kind: 'stored'; id: string }
  /** The stored id is missing or gone: the first project, which the caller then stores. */
  | { kind: 'first'; id: string }
  /** No project at all: the caller shows the message and removes the stored id (spec §8). */
  | { kind: 'none' }

export function pickCurrentProject(
  projects: readonly ProjectOption[],
  storedId: string | null,
): CurrentProjectChoice {
  if (storedId && projects.some((p) => p.id === storedId)) return { kind: 'stored', id: storedId }
  const first = projects[0]
  return first ? { kind: 'first', id: first.id } : { kind: 'none' }
}
