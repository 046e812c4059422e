import { seededAudit } from '../../core/db/audit.ts'
import { projectIds } from '../../core/db/seed-ids.ts'
import type { HtdRecord, WorkAreaRecord } from './project-types.ts'
import { workAreaDefaults } from './work-area-fields.ts'

/**
 * Work areas (business-api.md §10): 东环高速's 3 htds × 700 (50 m each, the sections one after
 * another from K0+000), the other 11 host htds × 40, the demo htds × 15. Deterministic.
 */

/** `WorkAreaType` values with their labels, in dictionary order. */
const areaTypes = [
  ['Subgrade', '路基'],
  ['Bridge', '桥梁'],
  ['Culvert', '涵洞'],
  ['Tunnel', '隧道'],
  ['Pavement', '路面'],
  ['Station', '场站'],
] as const

/** Areas along the route: `count` of `step` metres, the type changing every `run` areas. */
interface ChainagePlan {
  count: number
  step: number
  run: number
}

// 东环高速 runs 32 areas (1.6 km) per type, so DH01-0241 (K12+000) is a bridge as in §10.
const chainagePlans: Record<string, ChainagePlan> = {
  [projectIds.eastRingExpressway]: { count: 700, step: 50, run: 32 },
  [projectIds.binjiangAvenue]: { count: 40, step: 100, run: 5 },
  [projectIds.metroLine5]: { count: 40, step: 150, run: 4 },
  [projectIds.binhuTunnel]: { count: 40, step: 100, run: 8 },
  [projectIds.demoParkRoad]: { count: 15, step: 100, run: 3 },
  [projectIds.demoBridge]: { count: 15, step: 40, run: 5 },
}

/** 城北污水处理厂: areas named after the plant's zones, without chainage (`CB01-0003` 曝气池区). */
const plantZones = ['粗格栅及进水泵房', '细格栅及沉砂池', '曝气池区', '二沉池', '污泥处理区', '鼓风机房', '加药间', '综合楼'] // prettier-ignore
const plantAreaCount = 40

const firstCreation = Date.UTC(2024, 2, 1, 8, 0, 0)

/** `K12+000` without the decimals, for names. */
function shortStake(metres: number): string {
  return `K${Math.floor(metres / 1000)}+${String(metres % 1000).padStart(3, '0')}`
}

/** What the generator reads of an htd: the seeded values, whatever happens to the row later. */
type SeedHtd = Pick<HtdRecord, 'id' | 'tenantId' | 'projectId' | 'sort' | 'htdCode'>

function workAreaId(htd: SeedHtd, number: number): string {
  return `3a0f6c1e-b5c7-4e1f-9a2b-${htd.id.slice(-4)}${String(number).padStart(8, '0')}`
}

type AreaFields = Pick<WorkAreaRecord, 'name' | 'type' | 'startChainage' | 'endChainage'>

function chainageArea(plan: ChainagePlan, htd: SeedHtd, index: number): AreaFields {
  const start = ((htd.sort - 1) * plan.count + index) * plan.step
  const end = start + plan.step
  const [type, label] = areaTypes[Math.floor(index / plan.run) % areaTypes.length]
  const name = `${shortStake(start)}~${shortStake(end)} ${label}`
  return { name, type, startChainage: start, endChainage: end }
}

function plantArea(index: number): AreaFields {
  const zone = plantZones[index % plantZones.length]
  const round = Math.floor(index / plantZones.length)
  const name = round === 0 ? zone : `${round + 1}#${zone}`
  return { name, type: 'Station', startChainage: null, endChainage: null }
}

export function seedWorkAreas(htds: readonly SeedHtd[]): WorkAreaRecord[] {
  const rows: WorkAreaRecord[] = []
  htds.forEach((htd, htdIndex) => {
    const plan = chainagePlans[htd.projectId]
    const count = plan ? plan.count : plantAreaCount
    for (let index = 0; index < count; index++) {
      const number = index + 1
      const time = new Date(firstCreation + htdIndex * 86_400_000 + index * 60_000)
      const audit = seededAudit(
        workAreaId(htd, number),
        htd.tenantId,
        time.toISOString().slice(0, 19),
        0xa000 + rows.length,
      )
      // Object.assign, not spreads: an object literal with spreads costs ~20× as much here.
      const fields = {
        htdId: htd.id,
        code: `${htd.htdCode}-${String(number).padStart(4, '0')}`,
      }
      const area = plan ? chainageArea(plan, htd, index) : plantArea(index)
      rows.push(Object.assign(audit, workAreaDefaults(), fields, area))
    }
  })
  return rows
}

/**
 * Adds `workAreas` to a fresh database, built on its first read: 2,600 rows cost more than the
 * rest of the seed, and most requests (and tests, which reseed each time) never read them. Like the
 * seeded audit logs (system/seed-audit-logs.ts), but these rows can change, so each database builds its
 * own, from the htds as they were seeded.
 */
export function withSeededWorkAreas<T extends object>(
  htds: readonly HtdRecord[],
  db: T,
): T & { workAreas: WorkAreaRecord[] } {
  const seeded = htds.map(({ id, tenantId, projectId, sort, htdCode }) => ({ id, tenantId, projectId, sort, htdCode })) // prettier-ignore
  // Settles on the object it is read from: the seed composition (core/db/seed.ts) copies this
  // property onto the database.
  const settle = (target: object, rows: WorkAreaRecord[]) => {
    Object.defineProperty(target, 'workAreas', { value: rows, writable: true, enumerable: true, configurable: true }) // prettier-ignore
    return rows
  }
  return Object.defineProperty(db, 'workAreas', {
    enumerable: true,
    configurable: true,
    get(this: object) {
      return settle(this, seedWorkAreas(seeded))
    },
    set(this: object, rows: WorkAreaRecord[]) {
      settle(this, rows)
    },
  }) as T & { workAreas: WorkAreaRecord[] }
}
