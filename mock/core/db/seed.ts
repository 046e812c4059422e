import { seedAuditLogs } from '../../modules/system/seed-audit-logs.ts'
import { seedClients } from '../../modules/client-manage/seed-clients.ts'
import { seedDictionaries, seedDictionaryDetails } from '../../modules/system/seed-dictionaries.ts'
import { seedGrants } from '../../modules/project/seed-grants.ts'
import { seedIdentityServer } from '../../modules/client-manage/seed-identity-server.ts'
import { seedAccountUsers, seedRoles, seedTenants } from '../../modules/organization/seed-identity.ts'
import { seedOrganizations } from '../../modules/organization/seed-organizations.ts'
import { seedPositions } from '../../modules/organization/seed-positions.ts'
import { applyProjectUnits } from '../../modules/project/seed-project-units.ts'
import { seedHtds, seedProjects } from '../../modules/project/seed-projects.ts'
import { seedNoticeReads, seedNotices } from '../../modules/notice/seed-notices.ts'
import { seedTodos } from '../../modules/todo/seed-todos.ts'
import { seedGeneratedUsers } from '../../modules/organization/seed-users.ts'
import { withSeededWorkAreas } from '../../modules/project/seed-work-areas.ts'
import type { MockDatabase } from './types.ts'

/** A fresh copy of the seed data; every call builds new objects, so mutations never leak. */
export function createSeedDatabase(): MockDatabase {
  const projects = seedProjects()
  const htds = seedHtds()
  applyProjectUnits(projects, htds)
  return withSeededWorkAreas(htds, {
    tenants: seedTenants(),
    roles: seedRoles(),
    organizations: seedOrganizations(),
    positions: seedPositions(),
    users: [...seedAccountUsers(), ...seedGeneratedUsers()],
    projects,
    htds,
    ...seedGrants(),
    dictionaries: seedDictionaries(),
    dictionaryDetails: seedDictionaryDetails(),
    auditLogs: seedAuditLogs(),
    clients: seedClients(),
    notices: seedNotices(),
    noticeReads: seedNoticeReads(),
    todos: seedTodos(),
    ...seedIdentityServer(),
  })
}
