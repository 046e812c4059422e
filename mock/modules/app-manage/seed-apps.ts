import { seededAudit } from '../../core/db/audit.ts'
import { projectIds, tenantIds } from '../../core/db/seed-ids.ts'
import { appTypes, type AppBody } from './app-fields.ts'
import type { AppRecord, ProjectAppFolderRecord, ProjectAppRecord } from './app-types.ts'
import { appSeedId, folderSeedId, placementSeedId, qualityDemoPath } from './seed-app-ids.ts'

type AppSeed = [number, name: string, en: string, code: string, icon: string, url: string, clientId: string | null, extra?: Partial<Pick<AppBody, 'type' | 'enabled'>>] // prettier-ignore

const site = (code: string) => `https://apps.example.com/${code}`
const mobile = { type: appTypes.mobile }

// business-api.md §10: 12 host apps (10 Web, 2 Mobile, 1 disabled) and 4 demo apps. Quality is
// the demo app the embedded backend serves itself (`qualityDemoPath`, resolved per request).
const appSeeds: AppSeed[] = [
  [1, '质量管理', 'Quality', 'quality', 'quality', qualityDemoPath, 'Quality_App'],
  [2, '安全管理', 'Safety', 'safety', 'safety', site('safety'), 'Safety_App'],
  [3, '计量支付', 'Measurement & Payment', 'measurement', 'measurement', site('measurement'), 'Measurement_App'],
  [4, '进度管理', 'Schedule', 'schedule', 'schedule', site('schedule'), null],
  [5, '试验检测', 'Lab Testing', 'lab', 'lab', site('lab'), null],
  [6, '档案管理', 'Archives', 'archives', 'archives', site('archives'), 'Document_App'],
  [7, '视频监控', 'Video Surveillance', 'video', 'video', site('video'), null],
  [8, '电子签章', 'E-Seal', 'eseal', 'seal', site('eseal'), 'Seal_App'],
  [9, '材料管理', 'Materials', 'materials', 'materials', site('materials'), null],
  [10, '智慧工地', 'Smart Site', 'smart-site', 'smart-site', site('smart-site'), null, mobile],
  [11, '移动巡检', 'Mobile Inspection', 'mobile-inspection', 'inspection', site('mobile-inspection'), null, mobile],
  [12, '旧版OA', 'Legacy OA', 'legacy-oa', 'office', 'http://oa.example.com/', null, { enabled: false }],
] // prettier-ignore

/** The demo tenant's apps: numbers 101–104 copy host apps 1, 2, 4 and 10. */
const demoCopies = [1, 2, 4, 10]

function appRow(seed: AppSeed, number: number, tenantId: string | null): AppRecord {
  const [index, name, en, code, icon, url, clientId, extra] = seed
  return {
    ...seededAudit(appSeedId(number), tenantId, `2024-02-03T09:${String(number % 60).padStart(2, '0')}:00`, 0xa000 + number), // prettier-ignore
    name,
    code,
    icon,
    url,
    type: appTypes.web,
    clientId,
    enabled: true,
    sort: index,
    description: en,
    ...extra,
  }
}

export function seedApps(): AppRecord[] {
  const host = appSeeds.map((seed) => appRow(seed, seed[0], null))
  const demo = demoCopies.map((number, index) =>
    appRow(appSeeds[number - 1], 101 + index, tenantIds.demo),
  )
  return [...host, ...demo]
}

interface ProjectSeed {
  number: number
  id: string
  tenantId: string | null
  /** Host app numbers per folder slot (1 工程管理, 2 计量, 3 质量安全, 4 综合办公). */
  placements: [slot: number, appNumber: number][]
}

// About 8 placements per host project (a Mobile and the disabled app among them); project 5
// (东环高速) has none, for the empty launcher (§10).
const hostPlacements: [number, number][] = [[1, 4], [2, 3], [3, 1], [3, 2], [3, 5], [4, 6], [4, 10], [4, 12]] // prettier-ignore
const projects: ProjectSeed[] = [
  { number: 1, id: projectIds.binjiangAvenue, tenantId: null, placements: hostPlacements },
  { number: 2, id: projectIds.chengbeiSewage, tenantId: null, placements: hostPlacements },
  { number: 3, id: projectIds.metroLine5, tenantId: null, placements: hostPlacements },
  { number: 4, id: projectIds.binhuTunnel, tenantId: null, placements: hostPlacements },
  { number: 5, id: projectIds.eastRingExpressway, tenantId: null, placements: [] },
  { number: 101, id: projectIds.demoParkRoad, tenantId: tenantIds.demo, placements: [[3, 101], [3, 102], [1, 103]] }, // prettier-ignore
  { number: 102, id: projectIds.demoBridge, tenantId: tenantIds.demo, placements: [[3, 101], [4, 104]] }, // prettier-ignore
]

// 3 roots and 1 sub-folder per project: [slot, name, icon, sort, parent slot].
const folderSeeds: [number, string, string, number, number | null][] = [
  [1, '工程管理', 'engineering', 1, null],
  [2, '计量', 'measurement', 1, 1],
  [3, '质量安全', 'safety', 2, null],
  [4, '综合办公', 'office', 3, null],
]

export function seedFolders(): ProjectAppFolderRecord[] {
  return projects.flatMap(({ number, id, tenantId }) =>
    folderSeeds.map(([slot, name, icon, sort, parent]) => ({
      ...seededAudit(folderSeedId(number, slot), tenantId, `2024-02-03T10:00:${String(slot).padStart(2, '0')}`, 0xa200 + number * 8 + slot), // prettier-ignore
      projectId: id,
      parentId: parent === null ? null : folderSeedId(number, parent),
      name,
      icon,
      sort,
    })),
  )
}

export function seedPlacements(): ProjectAppRecord[] {
  return projects.flatMap(({ number, id, tenantId, placements }) =>
    placements.map(([slot, appNumber], index) => ({
      ...seededAudit(placementSeedId(number, index + 1), tenantId, `2024-02-03T11:00:${String(index).padStart(2, '0')}`, 0xa400 + number * 16 + index), // prettier-ignore
      projectId: id,
      folderId: folderSeedId(number, slot),
      appId: appSeedId(appNumber),
      sort: index + 1,
    })),
  )
}
