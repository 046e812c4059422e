import { sameId } from '../../core/db/audit.ts'
import type { MockDatabase } from '../../core/db/types.ts'
import { taskStatuses } from './workflow-engine-port.ts'
import { workflowInstanceId } from './seed/seed-workflow-ids.ts'

/**
 * A bench fixture, not the seed (workflow-api.md §10): `count` more running instances, each with
 * one pending task of `userId`, copied from a seeded running one (instance 14, a material
 * inspection waiting at its Handler step), for the To-do page's handler-time figure.
 */
export function addPendingTasks(db: MockDatabase, userId: string, count: number): void {
  const template = db.workflowInstances.find((i) => sameId(i.id, workflowInstanceId(14)))!
  for (let n = 0; n < count; n++) {
    const copy = structuredClone(template)
    copy.id = crypto.randomUUID()
    copy.number = `BENCH-${String(n + 1).padStart(5, '0')}`
    copy.title = `${template.title} ${n + 1}`
    const [first] = copy.engine!.tasks.filter((t) => t.status === taskStatuses.pending)
    copy.engine!.tasks = [{ ...first, id: crypto.randomUUID(), assigneeId: userId, creationTime: first.creationTime + n }] // prettier-ignore
    db.workflowInstances.push(copy)
  }
}
