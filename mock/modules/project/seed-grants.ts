import { seededAudit } from '../../core/db/audit.ts'
import {
  generatedUserId,
  htdId,
  personaUserIds,
  projectIds,
  tenantIds,
  userIds,
} from '../../core/db/seed-ids.ts'
import type { UserHtdPermissionRecord, UserProjectPermissionRecord } from './project-types.ts'

/**
 * User-project and user-htd grants (business-api.md §3.4, §3.5, §10). Each user's grants are a
 * list of steps, `project.section` (an htd grant, with the project's grant before it) or `project`
 * alone (a project-only grant), created in this order: by-user lists them in creation order.
 */

/** Project seed numbers (seed-projects.ts) → ids. */
const projectByNumber: Record<number, string> = {
  1: projectIds.binjiangAvenue,
  2: projectIds.chengbeiSewage,
  3: projectIds.metroLine5,
  4: projectIds.binhuTunnel,
  5: projectIds.eastRingExpressway,
  101: projectIds.demoParkRoad,
  102: projectIds.demoBridge,
}

// The former htd assignments, in their order: admin keeps exactly projects 1–4, manager 2 and 3,
// noproject nothing; project 5 (东环高速) belongs to none of them.
const accountSteps: [userId: string, steps: string][] = [
  [userIds.admin, '3.1 1.1 4.1 1.2 3.2 2.1 1.3 4.2'],
  [userIds.manager, '3.2 2.1 2.2'],
  [userIds.demoAdmin, '101.1 102.1 101.2 102.2'],
]

// The approval personas each hold 东环高速 一标段 (DH01), and so 东环高速 (workflow-api.md §10).
const personaSteps: [userId: string, steps: string][] = Object.values(personaUserIds).map(
  (userId) => [userId, '5.1'],
)

// 20 generated users with 1–3 projects each and 45 htd grants in all. user001 is the example of
// §3.6: two sections of 地铁5号线 and a project-only grant on 东环高速. user060 is inactive.
const generatedSteps: [userNumber: number, steps: string][] = [
  [1, '3.1 3.2 5'],
  [2, '5.1 5.2 5.3'],
  [3, '1.1 2.1 2.2'],
  [4, '3.1 3.2 3.4'],
  [5, '4.1 5.1 1.2'],
  [6, '2.2'],
  [7, '5.2 5.3 3.3'],
  [8, '1.1 1.2 1.3'],
  [9, '4.1 4.2 3.2'],
  [10, '5.1 2.1 4.2'],
  [11, '3.4'],
  [12, '1.3 5.3'],
  [13, '2.1 4.1 5.2'],
  [14, '5.1'],
  [15, '3.1 1'],
  [16, '4.2 2.2'],
  [17, '1.1 3.3 5.3'],
  [18, '2.1'],
  [19, '5.1 5.2 1.2'],
  [60, '3.2 4'],
]

export interface SeededGrants {
  userProjectPermissions: UserProjectPermissionRecord[]
  userHtdPermissions: UserHtdPermissionRecord[]
}

const firstGrantTime = Date.UTC(2024, 4, 1, 8, 0, 0)

function grantId(kind: 'project' | 'htd', number: number): string {
  const middle = kind === 'project' ? 'b6c7-4d8e-9fa0-2b3c4d5e' : 'c7d8-4e9f-a0b1-3c4d5e6f'
  return `3a0f6c1e-${middle}${String(number).padStart(4, '0')}`
}

export function seedGrants(): SeededGrants {
  const grants: SeededGrants = { userProjectPermissions: [], userHtdPermissions: [] }
  let clock = 0
  const audit = (kind: 'project' | 'htd', number: number, tenantId: string | null) => {
    const time = new Date(firstGrantTime + clock++ * 60_000).toISOString().slice(0, 19)
    return seededAudit(grantId(kind, number), tenantId, time, (kind === 'htd' ? 0x800 : 0) + number)
  }
  const allSteps = [
    ...accountSteps,
    ...generatedSteps.map(([n, steps]) => [generatedUserId(n), steps] as const),
    ...personaSteps,
  ]
  for (const [userId, steps] of allSteps) {
    for (const step of steps.split(' ')) {
      const [projectNumber, section] = step.split('.').map(Number)
      const projectId = projectByNumber[projectNumber]
      const tenantId = projectNumber > 100 ? tenantIds.demo : null
      const { userProjectPermissions: projects, userHtdPermissions: htds } = grants
      if (!projects.some((g) => g.userId === userId && g.projectId === projectId)) {
        projects.push({ ...audit('project', projects.length + 1, tenantId), userId, projectId })
      }
      if (section === undefined) continue
      const htd = htdId(projectNumber, section)
      htds.push({ ...audit('htd', htds.length + 1, tenantId), userId, htdId: htd, projectId })
    }
  }
  return grants
}
