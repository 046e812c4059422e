import { seedDictionaries } from './seed-dictionaries.ts'
import { seedPositions, seedRoles, seedTenants, seedUsers } from './seed-identity.ts'
import { seedHtdAssignments, seedHtds, seedProjects } from './seed-projects.ts'
import type { MockDatabase } from './types.ts'

/** A fresh copy of the seed data; every call builds new objects, so mutations never leak. */
export function createSeedDatabase(): MockDatabase {
  return {
    tenants: seedTenants(),
    roles: seedRoles(),
    positions: seedPositions(),
    users: seedUsers(),
    projects: seedProjects(),
    htds: seedHtds(),
    htdAssignments: seedHtdAssignments(),
    dictionaries: seedDictionaries(),
  }
}
