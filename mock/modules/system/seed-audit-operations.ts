import * as baseCalls from './seed-audit-base-calls.ts'
import type { BuildCall } from './seed-audit-call-types.ts'
import * as identityCalls from './seed-audit-identity-calls.ts'

/**
 * The calls the audit log seed is made of: the writes users of this product make every day, and
 * a few failed reads (successful reads are not audited, IsEnabledForGetRequests=false).
 */

export interface SeedOperation {
  weight: number
  hostOnly?: boolean
  build: BuildCall
}

/** Weighted so the log reads like a working site: work areas and sections change most. */
export const seedOperations: SeedOperation[] = [
  { weight: 14, build: baseCalls.updateHtd },
  { weight: 3, build: baseCalls.createHtd },
  { weight: 1, build: baseCalls.deleteHtd },
  { weight: 8, build: baseCalls.updateOrganization },
  { weight: 3, build: baseCalls.createOrganization },
  { weight: 2, build: baseCalls.deleteOrganization },
  { weight: 14, build: baseCalls.updateWorkArea },
  { weight: 5, build: baseCalls.createWorkArea },
  { weight: 2, build: baseCalls.deleteWorkArea },
  { weight: 3, build: identityCalls.createUser },
  { weight: 5, build: identityCalls.updateUser },
  { weight: 2, build: identityCalls.updateUserRoles },
  { weight: 1, build: identityCalls.deleteUser },
  { weight: 2, build: identityCalls.updateRolePermissions },
  { weight: 2, build: baseCalls.createPosition },
  { weight: 2, build: baseCalls.updatePosition },
  { weight: 2, build: baseCalls.updateDictionaryDetail },
  { weight: 2, build: baseCalls.createNotice },
  { weight: 2, build: baseCalls.publishNotice },
  { weight: 6, build: baseCalls.completeTodo },
  { weight: 1.5, build: baseCalls.patchTodo },
  { weight: 1, build: identityCalls.changePassword },
  { weight: 0.4, hostOnly: true, build: identityCalls.createTenant },
  { weight: 0.5, build: identityCalls.readMissingProject },
  { weight: 0.4, build: identityCalls.readHtds },
  { weight: 0.3, build: identityCalls.readUsers },
  { weight: 0.4, build: identityCalls.readWorkAreas },
]
