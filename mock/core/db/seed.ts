import { seedAuditLogs } from './seed-audit-logs.ts'
import { seedClients } from './seed-clients.ts'
import { seedDictionaries, seedDictionaryDetails } from './seed-dictionaries.ts'
import { seedGrants } from './seed-grants.ts'
import { seedIdentityServer } from './seed-identity-server.ts'
import { seedAccountUsers, seedRoles, seedTenants } from './seed-identity.ts'
import { seedOrganizations } from './seed-organizations.ts'
import { seedPositions } from './seed-positions.ts'
import { applyProjectUnits } from './seed-project-units.ts'
import { seedHtds, seedProjects } from './seed-projects.ts'
import { seedNoticeReads, seedNotices } from './seed-notices.ts'
import { seedTodos } from './seed-todos.ts'
import { seedGeneratedUsers } from './seed-users.ts'
import { withSeededWorkAreas } from './seed-work-areas.ts'
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
