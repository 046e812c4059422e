import { htdId, organizationId, projectIds } from './seed-ids.ts'
import type { HtdRecord, ProjectRecord } from './types.ts'

/**
 * The organisations projects and contract sections name as their units, so deleting such an
 * organisation meets `Base:OrganizationInUse` (business-api.md §1.1). Only the links that matter
 * for the organisation pages; the project pages will add the rest with their own fields.
 */
const projectUnits: Record<string, [owner: number, constructor: number]> = {
  [projectIds.eastRingExpressway]: [1, 10],
  [projectIds.metroLine5]: [1, 10],
  [projectIds.chengbeiSewage]: [35, 36],
  [projectIds.binjiangAvenue]: [1, 24],
}

/** [project number, section number] → [contractor, supervisor] */
const htdUnits: [number, number, number, number][] = [
  [5, 1, 11, 19],
  [3, 2, 15, 23],
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
