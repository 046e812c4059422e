import { describe, expect, it } from 'vitest'
import { contentFormats, noticeStatuses as ns } from './notice-types.ts'
import { todoStatuses as ts } from '../todo/todo-types.ts'
import { createSeedDatabase } from '../../core/db/seed.ts'
import { mockModules } from '../mock-modules.ts'
import { userIds } from '../../core/db/seed-ids.ts'

describe('notice and to-do seed (business-api.md §10)', () => {
  const db = createSeedDatabase(mockModules)
  const host = <T extends { tenantId: string | null }>(rows: T[]) => rows.filter((r) => r.tenantId === null) // prettier-ignore

  it('has 25 host notices: 20 published (2 pinned, 2 scoped, 1 Markdown), 3 drafts, 2 withdrawn', () => {
    const notices = host(db.notices)
    const published = notices.filter((n) => n.status === ns.published)
    expect(notices).toHaveLength(25)
    expect(published).toHaveLength(20)
    expect(published.filter((n) => n.isPinned)).toHaveLength(2)
    expect(published.filter((n) => n.projectId !== null)).toHaveLength(2)
    expect(published.filter((n) => n.contentFormat === contentFormats.markdown)).toHaveLength(1)
    expect(notices.filter((n) => n.status === ns.draft)).toHaveLength(3)
    expect(notices.filter((n) => n.status === ns.withdrawn)).toHaveLength(2)
    expect(published.every((n) => n.publishTime !== null && Date.parse(`${n.publishTime}Z`) < Date.now())).toBe(true) // prettier-ignore
    expect(db.noticeReads.filter((r) => r.userId === userIds.admin)).toHaveLength(10)
  })

  it('gives admin 30 to-dos (15 pending, 12 done, 3 cancelled) and manager 8', () => {
    const of = (userId: string) => db.todos.filter((t) => t.userId === userId)
    const adminTodos = of(userIds.admin)
    expect(adminTodos).toHaveLength(30)
    expect([ts.pending, ts.done, ts.cancelled].map((s) => adminTodos.filter((t) => t.status === s).length)).toEqual([15, 12, 3]) // prettier-ignore
    expect(new Set(adminTodos.map((t) => t.source)).size).toBe(4)
    expect(adminTodos.every((t) => t.link === null || t.link.startsWith('/'))).toBe(true)
    expect(of(userIds.manager)).toHaveLength(8)
  })
})
