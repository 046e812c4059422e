import { auditedDto } from '../../core/crud/crud-resource.ts'
import { liveRows } from '../../core/db/database.ts'
import type { HtdRecord, ProjectRecord, WorkAreaRecord } from './project-types.ts'
import type { MockDatabase } from '../../core/db/types.ts'
import { chainageLength, formatStake } from './stake-rules.ts'
import { workAreaBody } from './work-area-fields.ts'

/** DTOs of projects, htds and work areas (business-api.md §3.1–3.3) and the lookups they need. */

/** The organisation's legal name (`fullName`), for `ownerOrgName` and the like. */
function orgName(db: MockDatabase, tenantId: string | null, id: string | null): string | null {
  if (id === null) return null
  return liveRows(db.organizations, tenantId).find((o) => o.id === id)?.fullName ?? null
}

export function findProject(db: MockDatabase, tenantId: string | null, id: string) {
  return liveRows(db.projects, tenantId).find((p) => p.id === id)
}

export function findHtd(db: MockDatabase, tenantId: string | null, id: string) {
  return liveRows(db.htds, tenantId).find((h) => h.id === id)
}

export function htdsOfProject(db: MockDatabase, project: ProjectRecord): HtdRecord[] {
  return liveRows(db.htds, project.tenantId).filter((h) => h.projectId === project.id)
}

export function workAreasOfHtd(db: MockDatabase, htd: HtdRecord): WorkAreaRecord[] {
  return liveRows(db.workAreas, htd.tenantId).filter((w) => w.htdId === htd.id)
}

export function toProjectDto(row: ProjectRecord, db: MockDatabase) {
  return {
    ...auditedDto(row),
    projName: row.projName,
    projCode: row.projCode,
    projType: row.projType,
    status: row.status,
    sort: row.sort,
    startDate: row.startDate,
    endDate: row.endDate,
    location: row.location,
    ownerOrgId: row.ownerOrgId,
    ownerOrgName: orgName(db, row.tenantId, row.ownerOrgId),
    constructorOrgId: row.constructorOrgId,
    constructorOrgName: orgName(db, row.tenantId, row.constructorOrgId),
    description: row.description,
    htdCount: htdsOfProject(db, row).length,
  }
}

export function toHtdDto(row: HtdRecord, db: MockDatabase) {
  return {
    ...auditedDto(row),
    projectId: row.projectId,
    projName: findProject(db, row.tenantId, row.projectId)?.projName ?? null,
    htdName: row.htdName,
    htdCode: row.htdCode,
    sort: row.sort,
    contractorOrgId: row.contractorOrgId,
    contractorOrgName: orgName(db, row.tenantId, row.contractorOrgId),
    supervisorOrgId: row.supervisorOrgId,
    supervisorOrgName: orgName(db, row.tenantId, row.supervisorOrgId),
    amount: row.amount,
    startDate: row.startDate,
    endDate: row.endDate,
    workAreaCount: workAreasOfHtd(db, row).length,
  }
}

export function toWorkAreaDto(row: WorkAreaRecord, db: MockDatabase) {
  const htd = findHtd(db, row.tenantId, row.htdId)
  const project = htd ? findProject(db, row.tenantId, htd.projectId) : undefined
  return {
    ...auditedDto(row),
    htdId: row.htdId,
    htdName: htd?.htdName ?? null,
    projectId: htd?.projectId ?? null,
    projName: project?.projName ?? null,
    ...workAreaBody(row),
    startStake: formatStake(row.startChainage),
    endStake: formatStake(row.endChainage),
    length: chainageLength(row.startChainage, row.endChainage),
  }
}
