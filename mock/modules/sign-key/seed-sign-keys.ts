import { seededAudit } from '../../core/db/audit.ts'
import {
  generatedUserId,
  htdId,
  organizationId,
  personaUserIds,
  projectIds,
  tenantIds,
  userIds,
} from '../../core/db/seed-ids.ts'
import { imageHash } from '../../core/images/image-upload.ts'
import { htdUnits, projectUnits } from '../project/seed-project-units.ts'
import { seedSealPng, seedSignaturePng } from './seed-sign-key-images.ts'
import { signKeySeedId } from './seed-sign-key-ids.ts'
import { signKeyKinds } from './sign-key-fields.ts'
import type { SignKeyImage, SignKeyRecord } from './sign-key-types.ts'

const firstKeyTime = Date.UTC(2024, 5, 1, 9, 0, 0)
const sealImage = { type: 'image/png', bytes: seedSealPng, width: 240, height: 240, hash: imageHash(seedSealPng) } as const // prettier-ignore
const signatureImage = { type: 'image/png', bytes: seedSignaturePng, width: 400, height: 160, hash: imageHash(seedSignaturePng) } as const // prettier-ignore

type Owners = Pick<SignKeyRecord, 'kind' | 'name' | 'userId' | 'projectId' | 'htdId' | 'organizationId'> // prettier-ignore

function key(
  number: number,
  tenantId: string | null,
  owners: Owners,
  enabled = true,
): SignKeyRecord {
  const time = new Date(firstKeyTime + number * 60_000).toISOString().slice(0, 19)
  const image: SignKeyImage = {
    ...(owners.kind === signKeyKinds.userSignature ? signatureImage : sealImage),
    updateTime: time,
    uploaderId: tenantId === null ? userIds.admin : userIds.demoAdmin,
  }
  const audit = seededAudit(signKeySeedId(number), tenantId, time, 0x5000 + number)
  return { ...audit, creatorId: image.uploaderId, ...owners, enabled, remark: null, image, holderIds: [] } // prettier-ignore
}

const signature = (userId: string, name: string): Owners => ({
  kind: signKeyKinds.userSignature, name: `${name}签名`, userId, projectId: null, htdId: null, organizationId: null,
}) // prettier-ignore

const seal = (kind: number, projectId: string, htd: string | null, org: number): Owners => ({
  kind, name: '公章', userId: null, projectId, htdId: htd, organizationId: organizationId(org),
}) // prettier-ignore

const projectByNumber: Record<number, string> = {
  1: projectIds.binjiangAvenue,
  2: projectIds.chengbeiSewage,
  3: projectIds.metroLine5,
  4: projectIds.binhuTunnel,
  5: projectIds.eastRingExpressway,
}

// Two section seals are disabled: 城北污水 二标段's supervisor and 滨湖隧道 二标段's contractor.
const disabledSectionSeals = new Set(['2.2.supervisor', '4.2.contractor'])

/**
 * The signing keys of business-api.md §10: 4 user signatures (admin, manager, 李娜 and the
 * persona ht-chief; bj-pm has none), a 公章 of the owner and the constructor of each host project
 * (10), of the contractor and the supervisor of each host section (28, 2 disabled), and the demo
 * tenant's own signature and seal. Holders per workflow-api.md §10: ht-chief holds the DH01
 * supervisor's seal, bj-pm 滨江城投's 东环高速 seal. Seeded images: a red seal, a black signature.
 */
export function seedSignKeys(): SignKeyRecord[] {
  const keys: SignKeyRecord[] = [
    key(1, null, signature(userIds.admin, 'Administrator')),
    key(2, null, signature(userIds.manager, '王建国')),
    key(3, null, signature(generatedUserId(2), '李娜')),
    key(4, null, signature(personaUserIds.htChief, '钱振华')),
  ]
  for (const [projectId, [owner, constructor]] of Object.entries(projectUnits)) {
    if (!Object.values(projectByNumber).includes(projectId)) continue
    for (const org of [owner, constructor]) {
      keys.push(key(keys.length + 1, null, seal(signKeyKinds.projectOrgSeal, projectId, null, org)))
    }
  }
  for (const [projectNumber, section, contractor, supervisor] of htdUnits) {
    const projectId = projectByNumber[projectNumber]
    if (!projectId) continue
    for (const [role, org] of [
      ['contractor', contractor],
      ['supervisor', supervisor],
    ] as const) {
      const owners = seal(signKeyKinds.htdOrgSeal, projectId, htdId(projectNumber, section), org)
      const enabled = !disabledSectionSeals.has(`${projectNumber}.${section}.${role}`)
      keys.push(key(keys.length + 1, null, owners, enabled))
    }
  }
  keys.find((k) => k.id === signKeySeedId(5))!.holderIds = [personaUserIds.bjPm]
  keys.find((k) => k.id === signKeySeedId(16))!.holderIds = [personaUserIds.htChief]
  keys.push(
    key(101, tenantIds.demo, signature(userIds.demoAdmin, 'Administrator')),
    key(102, tenantIds.demo, seal(signKeyKinds.projectOrgSeal, projectIds.demoParkRoad, null, 101)),
  )
  return keys
}
