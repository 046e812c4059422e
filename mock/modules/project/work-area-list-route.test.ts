import { describe, expect, it } from 'vitest'
import { personaAccounts as p, seedAccounts } from '../../core/db/seed-accounts.ts'
import { htdId } from '../../core/db/seed-ids.ts'
import { apiAs } from '../../core/testing/api-client.ts'

/** The approval forms' work-area picker (business-api.md §3.3, workflow-api.md §1). */
const list = (htd: string) => `/api/base/work-area/list?htdId=${htd}`
type Items = { items: { htdId: string; sort: number; startChainage: number }[] }

describe('GET /api/base/work-area/list', () => {
  it('serves a section’s work areas to a user with a grant on it and no management permission', async () => {
    // prettier-ignore
    const site = await apiAs(p.jnSite)
    const answer = await site('GET', list(htdId(5, 1)))
    expect(answer.status).toBe(200)
    const { items } = answer.json<Items>()
    expect(items.length).toBeGreaterThan(0)
    expect(items.every((i) => i.htdId === htdId(5, 1))).toBe(true)
    const order = items.map((i) => [i.sort, i.startChainage])
    expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]))
    expect((await site('GET', '/api/base/work-area/list')).status).toBe(400)
  })

  it('refuses a section without a grant (403), unless the caller holds Project.Htd; an unknown one is 404', async () => {
    // prettier-ignore
    const site = await apiAs(p.jnSite)
    expect((await site('GET', list(htdId(3, 1)))).status).toBe(403)
    expect((await (await apiAs(seedAccounts.admin))('GET', list(htdId(5, 3)))).status).toBe(200)
    expect((await site('GET', list('3a0f6c1e-82b4-4d9e-a3f6-1a0b9c8d9999'))).status).toBe(404)
  })
})
