import { seededAudit } from '../../core/db/audit.ts'
import { seedAccounts, seedPassword } from '../../core/db/seed-accounts.ts'
import {
  demoUserId,
  generatedUserId,
  organizationId,
  positionIds,
  tenantIds,
} from '../../core/db/seed-ids.ts'
import type { UserRecord } from '../../core/db/types.ts'

/**
 * 60 generated host users `user001`…`user060` (business-api.md §10), built by fixed cycles so the
 * seed is the same on every start: names, organisations, positions and roles each follow their own
 * cycle, which spreads them over 2–3 list pages per large company.
 */
const surnames = '张李王刘陈杨赵黄周吴徐孙胡朱高林何郭马罗'.split('')
const givenNames = [
  '伟', '娜', '强', '洋', '杰', '帆', '磊', '敏', '静', '丽',
  '军', '勇', '艳', '涛', '明', '超', '秀英', '华', '平', '刚',
] // prettier-ignore

/** Organisation numbers (seed-organizations.ts), three users each; 23 and 28 stay empty. */
const organizationCycle = [12, 19, 2, 13, 5, 11, 20, 16, 3, 14, 25, 36, 4, 17, 21, 9, 26, 37, 32, 8]

const p = positionIds
const positionCycle: string[] = [
  p.siteEngineer,
  p.chiefSupervisor,
  p.safetyOfficer,
  p.surveyor,
  p.qualityInspector,
  p.projectManager,
  p.labTechnician,
  p.costEngineer,
  p.documentController,
  p.chiefEngineer,
]

/** Every tenth user from user003 on has no role at all. */
const roleCycle: string[][] = [
  ['engineer'],
  ['member'],
  [],
  ['engineer', 'auditor'],
  ['member'],
  ['org-admin'],
  ['project-viewer'],
  ['member'],
  [],
  ['manager'],
]

export const generatedUserCount = 60

function pad(number: number, width: number): string {
  return String(number).padStart(width, '0')
}

function generatedPositions(number: number): string[] {
  const positions = [positionCycle[(number - 1) % positionCycle.length]]
  // Some hold a second position; every seventh the disabled 监理员 (a reference kept as is).
  if (number % 12 === 0) positions.push(p.generalManager)
  if (number % 7 === 0) positions.push(p.supervisor)
  return positions
}

function generatedUser(number: number): UserRecord {
  const index = number - 1
  const created = new Date(Date.UTC(2024, 3, 1 + number, 9, number % 60))
  return {
    ...seededAudit(generatedUserId(number), null, created.toISOString().slice(0, 19), number),
    userName: `user${pad(number, 3)}`,
    name:
      surnames[index % surnames.length] +
      givenNames[(index + Math.floor(index / 20) * 7) % givenNames.length],
    surname: null,
    email: `user${pad(number, 3)}@example.com`,
    emailConfirmed: number % 4 !== 0,
    phoneNumber: `1391000${pad(number, 4)}`,
    phoneNumberConfirmed: false,
    // The last one is inactive, so the isActive filter has something to find.
    isActive: number !== generatedUserCount,
    lockoutEnabled: true,
    password: seedPassword,
    roleNames: [...roleCycle[index % roleCycle.length]],
    permissions: [],
    organizationIds: [organizationId(organizationCycle[index % organizationCycle.length])],
    positionIds: generatedPositions(number),
    hasAvatar: number % 3 === 0,
  }
}

function demoUser(number: number, userName: string, name: string, org: number, position: string) {
  return {
    ...generatedUser(number),
    ...seededAudit(demoUserId(number), tenantIds.demo, '2024-05-01T09:00:00', 0x2000 + number),
    userName,
    name,
    email: `${userName}@demo.example.com`,
    phoneNumber: null,
    isActive: true,
    roleNames: ['member'],
    organizationIds: [organizationId(org)],
    positionIds: [position],
    hasAvatar: false,
  } satisfies UserRecord
}

/** `demo.li` signed up through an external provider: no local password (seed-accounts.ts). */
function externalDemoUser(): UserRecord {
  const account = seedAccounts.demoExternal
  return {
    ...demoUser(3, account.userName, '李演示', 105, p.demoSafetyOfficer),
    password: '',
    externalLoginPassword: account.password,
  }
}

export function seedGeneratedUsers(): UserRecord[] {
  const host = Array.from({ length: generatedUserCount }, (_, i) => generatedUser(i + 1))
  return [
    ...host,
    demoUser(2, 'demo.zhang', '张演示', 102, p.demoProjectManager),
    externalDemoUser(),
  ]
}
