import { sameId } from '../../../core/db/audit.ts'
import { seedTimeFromStart } from '../../../core/db/seed-clock.ts'
import { personaUserIds, tenantIds } from '../../../core/db/seed-ids.ts'
import { dayMs, clockTimeMs, formatClockTime, startOfDay } from '../../../core/db/clock-time.ts'
import { seededAudit } from '../../../core/db/audit.ts'
import { seedAccountUsers, seedRoles } from '../../organization/seed-identity.ts'
import { seedOrganizations } from '../../organization/seed-organizations.ts'
import { seedPersonaUsers } from '../../organization/seed-personas.ts'
import { seedGeneratedUsers } from '../../organization/seed-users.ts'
import { seedGrants } from '../../project/seed-grants.ts'
import { applyProjectUnits } from '../../project/seed-project-units.ts'
import { seedHtds, seedProjects } from '../../project/seed-projects.ts'
import type { TodoRecord } from '../../todo/todo-types.ts'
import type { WorkflowTables } from '../instance-runner.ts'
import type { WorkflowDelegationRecord, WorkflowInstanceRecord } from '../workflow-types.ts'
import { seedForms, seedSchemes } from './seed-definitions.ts'
import { runInstanceScript, type InstanceScript } from './seed-instance-script.ts'
import { personaInstanceScripts, todoInstanceSeeds } from './seed-instances.ts'
import { workflowDelegationIds } from './seed-workflow-ids.ts'

/**
 * The workflow seed, built once per process by running the engine over the other modules' seed
 * rows (users, organisations, grants, projects), then copied for every reseed. The to-do seed
 * reads `workflowTodoLinks` to turn its approval to-dos into to-dos of these tasks.
 */
export interface WorkflowSeed {
  tables: Pick<WorkflowTables, 'workflowInstances' | 'workflowCcs' | 'workflowDelegations'> & ReturnType<typeof definitionTables> // prettier-ignore
  /** To-dos of the personas' tasks (the to-do module adds them to its seed). */
  todos: TodoRecord[]
  /** By to-do number: the task it links to and the instance's title. */
  todoLinks: Record<number, { taskId: string; title: string; projectId: string }>
}

function definitionTables() {
  const forms = seedForms()
  const schemes = seedSchemes()
  return { workflowForms: forms.forms, workflowFormVersions: forms.versions, workflowSchemes: schemes.schemes, workflowSchemeVersions: schemes.versions } // prettier-ignore
}

/** ht-spec1 → ht-spec2 for next week (Monday to Monday after the backend's start). */
function standingDelegation(): WorkflowDelegationRecord {
  const start = clockTimeMs(seedTimeFromStart(0))!
  const weekday = new Date(start).getUTCDay()
  const nextMonday = startOfDay(start) + ((8 - weekday) % 7 || 7) * dayMs
  return {
    ...seededAudit(workflowDelegationIds.htSpec1NextWeek, null, seedTimeFromStart(-1), 0xa601),
    creatorId: personaUserIds.htSpec1,
    delegatorId: personaUserIds.htSpec1,
    delegateeId: personaUserIds.htSpec2,
    schemeIds: [],
    projectId: null,
    startTime: formatClockTime(nextMonday),
    endTime: formatClockTime(nextMonday + 7 * dayMs),
    reason: '外出培训一周',
    enabled: true,
  }
}

function buildWorkflowSeed(): WorkflowSeed {
  const projects = seedProjects()
  const htds = seedHtds()
  applyProjectUnits(projects, htds)
  const definitions = definitionTables()
  const tables: WorkflowTables & typeof definitions = {
    ...definitions,
    ...seedGrants(),
    projects,
    htds,
    users: [...seedAccountUsers(), ...seedGeneratedUsers(), ...seedPersonaUsers()],
    roles: seedRoles(),
    organizations: seedOrganizations(),
    workflowInstances: [],
    workflowCcs: [],
    workflowDelegations: [standingDelegation()],
    todos: [],
  }
  const run = (script: InstanceScript) => {
    const scheme = tables.workflowSchemes.find((s) => sameId(s.id, script.schemeId))!
    const htd = htds.find((h) => sameId(h.id, script.htdId))
    const project = projects.find((p) => sameId(p.id, script.projectId))
    return runInstanceScript(tables, script, { schemeName: scheme.name, htdName: htd?.htdName ?? null, projName: project?.projName ?? null }) // prettier-ignore
  }
  personaInstanceScripts().forEach(run)
  const todoLinks: WorkflowSeed['todoLinks'] = {}
  for (const seed of todoInstanceSeeds()) {
    const instance: WorkflowInstanceRecord = run(seed.script)
    const task = instance.engine!.tasks.findLast((t) => sameId(t.assigneeId, seed.userId))
    if (!task) throw new Error(`seed: to-do ${seed.todo} has no task of its user`)
    if (seed.dueDays !== undefined) task.dueTime = clockTimeMs(seedTimeFromStart(seed.dueDays))
    todoLinks[seed.todo] = { taskId: task.id, title: instance.title, projectId: instance.projectId }
  }
  return {
    tables: {
      workflowForms: tables.workflowForms,
      workflowFormVersions: tables.workflowFormVersions,
      workflowSchemes: tables.workflowSchemes,
      workflowSchemeVersions: tables.workflowSchemeVersions,
      workflowInstances: tables.workflowInstances,
      workflowCcs: tables.workflowCcs.map((cc, i) => ({ ...cc, id: `3a0f6c1e-c7d8-4e9f-a005-${String(i + 1).padStart(12, '0')}` })), // prettier-ignore
      workflowDelegations: tables.workflowDelegations,
    },
    todos: tables.todos,
    todoLinks,
  }
}

let built: WorkflowSeed | null = null

/** A fresh copy of the workflow seed (built on first use: it costs a few tens of milliseconds). */
export function workflowSeed(): WorkflowSeed {
  built ??= buildWorkflowSeed()
  return structuredClone(built)
}

/** The demo tenant's instance id, for cross-tenant tests. */
export const demoTenantId = tenantIds.demo
