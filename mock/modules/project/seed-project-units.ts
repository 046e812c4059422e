import { htdId, organizationId, projectIds } from '../../core/db/seed-ids.ts'
import type { HtdRecord, ProjectRecord } from './project-types.ts'

/**
 * The organisations projects and contract sections name as their units (business-api.md §10),
 * so deleting such an organisation meets `Base:OrganizationInUse` (§1.1). Every host project has
 * an owner and a constructor, every host htd a contractor and a supervisor; the free-to-delete
 * and disabled organisations (勘察所, 给排水所, 鑫源混凝土) are never used.
 */
export const projectUnits: Record<string, [owner: number, constructor: number]> = {
  [projectIds.eastRingExpressway]: [1, 10],
  [projectIds.metroLine5]: [1, 10],
  [projectIds.chengbeiSewage]: [35, 36],
  [projectIds.binjiangAvenue]: [1, 24],
  [projectIds.binhuTunnel]: [1, 31],
  [projectIds.demoParkRoad]: [101, 102],
  [projectIds.demoBridge]: [101, 102],
}

/** [project number, section number] → [contractor, supervisor] */
export const htdUnits: [number, number, number, number][] = [
  [5, 1, 11, 19],
  [5, 2, 10, 19],
  [5, 3, 10, 18],
  [3, 1, 10, 22],
  [3, 2, 15, 23],
  [3, 3, 10, 22],
  [3, 4, 10, 22],
  [1, 1, 10, 18],
  [1, 2, 10, 18],
  [1, 3, 24, 18],
  [2, 1, 36, 18],
  [2, 2, 36, 31],
  [4, 1, 10, 18],
  [4, 2, 31, 18],
  [101, 1, 102, 105],
  [101, 2, 102, 105],
  [102, 1, 102, 105],
  [102, 2, 102, 105],
]

export function applyProjectUnits(projects: ProjectRecord[], htds: HtdRecord[]): void {
  for (const project of projects) {
    const units = projectUnits[project.id]
    if (!units) continue
    project.ownerOrgId = organizationId(units[0])
    project.constructorOrgId = organizationId(units[1])
  }
  for (const [projectNumber, section, contractor, supervisor] of htdUnits) {
    const htd = htds.find((h) => h.id === htdId(projectNumber, section))
    if (!htd) continue
    htd.contractorOrgId = organizationId(contractor)
    htd.supervisorOrgId = organizationId(supervisor)
  }
}
