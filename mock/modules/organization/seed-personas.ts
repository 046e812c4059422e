import { seededAudit } from '../../core/db/audit.ts'
import { personaAccounts, type SeedAccount } from '../../core/db/seed-accounts.ts'
import { organizationId, positionIds as p } from '../../core/db/seed-ids.ts'
import type { UserRecord } from '../../core/db/types.ts'

/** [account, name, organisation number (seed-organizations.ts), position, phone suffix] */
type PersonaSeed = [SeedAccount, string, number, string, number]

// Contractor 江南路桥 (its DH01 project office, 11), supervisor 华通监理 (its 东环高速监理部, 19:
// DH01's supervisor organisation, so PartyPosition finds them among its members), owner 滨江城投
// (工程管理部 2, the group 1): the parties of 东环高速 一标段 (workflow-api.md §10).
const personaSeeds: PersonaSeed[] = [
  [personaAccounts.jnSite, '周建国', 11, p.siteEngineer, 1],
  [personaAccounts.jnCost, '吴晓梅', 11, p.costEngineer, 2],
  [personaAccounts.htSpec1, '郑海峰', 19, p.specialistSupervisor, 3],
  [personaAccounts.htSpec2, '孙丽萍', 19, p.specialistSupervisor, 4],
  [personaAccounts.htChief, '钱振华', 19, p.chiefSupervisor, 5],
  [personaAccounts.bjPm, '冯志远', 2, p.projectManager, 6],
  [personaAccounts.bjGm, '陈国栋', 1, p.generalManager, 7],
]

/** The seven approval personas: role `staff`, password `1q2w3E*`, no avatar. */
export function seedPersonaUsers(): UserRecord[] {
  return personaSeeds.map(([account, name, org, position, number]) => ({
    ...seededAudit(account.userId, null, '2024-06-01T08:00:00', 0x3000 + number),
    userName: account.userName,
    name,
    surname: null,
    email: account.email,
    emailConfirmed: true,
    phoneNumber: `1370000000${number}`,
    phoneNumberConfirmed: false,
    isActive: true,
    lockoutEnabled: true,
    password: account.password,
    roleNames: ['staff'],
    permissions: [],
    organizationIds: [organizationId(org)],
    positionIds: [position],
    hasAvatar: false,
  }))
}
