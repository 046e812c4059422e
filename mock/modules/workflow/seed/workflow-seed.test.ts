import { describe, expect, it } from 'vitest'
import { getDatabase } from '../../../core/db/database.ts'
import { personaUserIds as u, tenantIds, userIds } from '../../../core/db/seed-ids.ts'
import { countsIn } from '../workflow-counts.ts'
import { instanceStatuses as is, taskStatuses as ts } from '../workflow-engine-port.ts'
import { workflowDelegationIds } from './seed-workflow-ids.ts'

/** The workflow seed (workflow-api.md §10). */
describe('workflow seed', () => {
  const db = () => getDatabase()
  const dh01 = () => db().workflowInstances.filter((i) => i.htdId?.endsWith('0051'))

  it('holds DH01 instances in every state, one waiting at Start after a return, and a draft', () => {
    const statuses = new Set(dh01().map((i) => i.engine?.status ?? is.draft))
    expect([...statuses].sort()).toEqual([is.draft, is.running, is.approved, is.rejected, is.withdrawn]) // prettier-ignore
    expect(dh01().some((i) => i.engine?.tasks.some((t) => t.kind === 'resubmit' && t.status === ts.pending))).toBe(true) // prettier-ignore
    const nodes = new Set(dh01().flatMap((i) => i.engine?.currentNodeIds ?? []))
    expect([...nodes].sort()).toEqual(['chief-supervisor', 'contractor-review', 'design-review', 'inspection', 'owner-approval', 'owner-gm', 'start', 'supervisor-countersign']) // prettier-ignore
  })

  it('gives every persona work, and jn-cost a second page', () => {
    const now = Date.now()
    const todo = (id: string) => countsIn(db(), null, id, now).todo
    expect(Object.fromEntries(Object.entries(u).map(([key, id]) => [key, todo(id)]))).toEqual({ jnSite: 2, jnCost: 11, htSpec1: 8, htSpec2: 9, htChief: 1, bjPm: 1, bjGm: 1 }) // prettier-ignore
  })

  it('keeps business-api §10’s counts for admin: five pending approvals, one overdue, each with its to-do', () => {
    // prettier-ignore
    expect(countsIn(db(), null, userIds.admin, Date.now())).toEqual({ todo: 5, overdue: 1, ccUnread: 0, delegatedToMe: 0 }) // prettier-ignore
    const pendingTaskIds = db().workflowInstances.flatMap((i) => i.engine?.tasks ?? []).filter((t) => t.assigneeId === userIds.admin && t.status === ts.pending).map((t) => t.id) // prettier-ignore
    const todoSources = db().todos.filter((t) => t.userId === userIds.admin && t.source === 1 && t.status === 1).map((t) => t.sourceId) // prettier-ignore
    expect(todoSources.sort()).toEqual(pendingTaskIds.sort())
  })

  it('gives the demo tenant one form, scheme and instance; ht-spec1 a delegation to ht-spec2 next week', () => {
    // prettier-ignore
    const demo = <T extends { tenantId: string | null }>(rows: T[]) => rows.filter((r) => r.tenantId === tenantIds.demo).length // prettier-ignore
    expect([demo(db().workflowForms), demo(db().workflowSchemes), demo(db().workflowInstances)]).toEqual([1, 1, 1]) // prettier-ignore
    const delegation = db().workflowDelegations.find((d) => d.id === workflowDelegationIds.htSpec1NextWeek)! // prettier-ignore
    const start = Date.parse(`${delegation.startTime}Z`)
    expect([delegation.delegatorId, delegation.delegateeId, new Date(start).getUTCDay()]).toEqual([u.htSpec1, u.htSpec2, 1]) // prettier-ignore
    expect(start).toBeGreaterThan(Date.now())
    expect(start - Date.now()).toBeLessThanOrEqual(7 * 86_400_000)
  })
})
