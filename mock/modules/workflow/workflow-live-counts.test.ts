import { describe, expect, it } from 'vitest'
import { advanceClock } from '../../core/clock/business-clock.ts'
import { personaAccounts as p, seedAccounts } from '../../core/db/seed-accounts.ts'
import { personaUserIds, userIds } from '../../core/db/seed-ids.ts'
import { countsOf, listenToCounts } from '../../core/realtime/live-counts-hub.ts'
import type { LiveCountsDto } from '../../core/realtime/live-counts-types.ts'
import { apiAs } from '../../core/testing/api-client.ts'
import { paymentBody } from './workflow-test-client.ts'

/** The workflow's fields of the live counts (workflow-api.md §8), and a clock move reaching the stream. */
describe('workflow live counts', () => {
  it('gives the stream what task/summary answers: admin’s five pending approvals, one overdue', async () => {
    const admin = await apiAs(seedAccounts.admin)
    const summary = (await admin('GET', '/api/workflow/task/summary')).json<{ todo: number; overdue: number; ccUnread: number }>() // prettier-ignore
    expect(countsOf(null, userIds.admin)).toMatchObject({ approvalTodo: summary.todo, approvalOverdue: summary.overdue, ccUnread: summary.ccUnread }) // prettier-ignore
    expect(summary).toMatchObject({ todo: 5, overdue: 1 })
  })

  it('sends a user new counts when a moved clock makes a timeout remind them, with no request', async () => {
    const site = await apiAs(p.jnSite)
    expect((await site('POST', '/api/workflow/instance', paymentBody(1))).status).toBe(200)
    const sent: LiveCountsDto[] = []
    const stop = listenToCounts({ tenantId: null, userId: personaUserIds.jnCost, onCounts: (c) => sent.push(c) }) // prettier-ignore
    try {
      advanceClock(2 * 86_400_000 + 60_000)
    } finally {
      stop()
    }
    expect(sent).toHaveLength(1)
    expect(sent[0].approvalOverdue).toBeGreaterThan(0)
  })
})
