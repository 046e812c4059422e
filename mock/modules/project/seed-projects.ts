import { seededAudit } from '../../core/db/audit.ts'
import { htdDetailsOf, projectDetailsOf } from './seed-project-details.ts'
import { htdId, projectIds, tenantIds } from '../../core/db/seed-ids.ts'
import type { HtdRecord, ProjectRecord } from './project-types.ts'

interface ProjectSeed {
  number: number
  id: string
  tenantId: string | null
  projName: string
  sort: number
  /** Section names with their sort numbers, in creation (= id) order. */
  sections: [string, number][]
}

// Sort numbers deliberately disagree with id order, for projects and for sections, so a client
// that forgets to sort by `sort` shows the wrong order.
const projectSeeds: ProjectSeed[] = [
  {
    number: 1,
    id: projectIds.binjiangAvenue,
    tenantId: null,
    projName: '滨江大道改造工程',
    sort: 30,
    sections: [
      ['一标段', 1],
      ['二标段', 2],
      ['三标段', 3],
    ],
  },
  {
    number: 2,
    id: projectIds.chengbeiSewage,
    tenantId: null,
    projName: '城北污水处理厂扩建工程',
    sort: 10,
    sections: [
      ['一标段', 1],
      ['二标段', 2],
    ],
  },
  {
    number: 3,
    id: projectIds.metroLine5,
    tenantId: null,
    projName: '地铁5号线土建工程',
    sort: 40,
    sections: [
      ['三标段', 3],
      ['一标段', 1],
      ['四标段', 4],
      ['二标段', 2],
    ],
  },
  {
    number: 4,
    id: projectIds.binhuTunnel,
    tenantId: null,
    projName: '滨湖新区综合管廊工程',
    sort: 20,
    sections: [
      ['二标段', 2],
      ['一标段', 1],
    ],
  },
  {
    number: 5,
    id: projectIds.eastRingExpressway,
    tenantId: null,
    projName: '东环高速公路改扩建工程',
    sort: 50,
    sections: [
      ['一标段', 1],
      ['二标段', 2],
      ['三标段', 3],
    ],
  },
  {
    number: 101,
    id: projectIds.demoParkRoad,
    tenantId: tenantIds.demo,
    projName: '演示园区道路工程',
    sort: 2,
    sections: [
      ['一标段', 1],
      ['二标段', 2],
    ],
  },
  {
    number: 102,
    id: projectIds.demoBridge,
    tenantId: tenantIds.demo,
    projName: '演示跨河大桥工程',
    sort: 1,
    sections: [
      ['一标段', 1],
      ['二标段', 2],
    ],
  },
]

const minute = (n: number) => String(n).padStart(2, '0')

export function seedProjects(): ProjectRecord[] {
  return projectSeeds.map(({ number, id, tenantId, projName, sort }, index) => ({
    ...seededAudit(id, tenantId, `2024-02-01T09:${minute(index)}:00`, 0x8000 + index),
    projName,
    sort,
    ...projectDetailsOf(number),
  }))
}

export function seedHtds(): HtdRecord[] {
  return projectSeeds.flatMap((project, projectIndex) =>
    project.sections.map(([htdName, sort], index) => ({
      ...seededAudit(
        htdId(project.number, index + 1),
        project.tenantId,
        `2024-02-01T10:${minute(projectIndex)}:${minute(index)}`,
        0x8100 + projectIndex * 0x10 + index,
      ),
      projectId: project.id,
      htdName,
      sort,
      ...htdDetailsOf(project.number, sort),
    })),
  )
}
