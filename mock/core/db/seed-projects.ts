import { htdId, projectIds, tenantIds, userIds } from './seed-ids.ts'
import type { HtdAssignmentRecord, HtdRecord, ProjectRecord } from './types.ts'

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

export function seedProjects(): ProjectRecord[] {
  return projectSeeds.map(({ id, tenantId, projName, sort }) => ({ id, tenantId, projName, sort }))
}

export function seedHtds(): HtdRecord[] {
  return projectSeeds.flatMap((project) =>
    project.sections.map(([htdName, sort], index) => ({
      id: htdId(project.number, index + 1),
      tenantId: project.tenantId,
      projectId: project.id,
      htdName,
      sort,
    })),
  )
}

/** [project number, section number] pairs; interleaved so several items share a project. */
const assignmentSeeds: Record<string, [number, number][]> = {
  // admin: 4 projects (1, 2, 3, 4); project 5 belongs to nobody.
  [userIds.admin]: [
    [3, 1],
    [1, 1],
    [4, 1],
    [1, 2],
    [3, 2],
    [2, 1],
    [1, 3],
    [4, 2],
  ],
  // manager: exactly 2 projects (2, 3).
  [userIds.manager]: [
    [3, 2],
    [2, 1],
    [2, 2],
  ],
  [userIds.demoAdmin]: [
    [101, 1],
    [102, 1],
    [101, 2],
    [102, 2],
  ],
}

export function seedHtdAssignments(): HtdAssignmentRecord[] {
  return Object.entries(assignmentSeeds).flatMap(([userId, pairs]) =>
    pairs.map(([project, section]) => ({ userId, htdId: htdId(project, section) })),
  )
}
