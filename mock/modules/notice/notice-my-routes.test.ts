import { describe, expect, it } from 'vitest'
import { seedAccounts } from '../../core/db/seed-accounts.ts'
import { projectIds } from '../../core/db/seed-ids.ts'
import { noticeIds as n, todoId } from './seed-notice-ids.ts'
import { apiAs, generatedAccount } from '../../core/testing/api-client.ts'
import { callBackend } from '../../core/testing/backend-client.ts'

/** The "my" notice routes, business-api.md §6.1. */
const path = '/api/base/notice'
type MyNotice = { id: string; title: string; summary: string; contentFormat: number; projectId: string | null; projName: string | null; isPinned: boolean; publishTime: string; publisherName: string; isRead: boolean; readTime: string | null; content?: string } // prettier-ignore
type Page<T> = { totalCount: number; items: T[] }
const all = '?maxResultCount=100'

describe('GET my', () => {
  it('lists the notices the caller sees: pinned first, then the newest', async () => {
    const api = await apiAs(seedAccounts.admin)
    const page = (await api('GET', `${path}/my${all}`)).json<Page<MyNotice>>()
    // 20 published; 东环高速's notice needs a grant admin does not hold.
    expect(page.totalCount).toBe(19)
    expect(page.items.map((i) => i.id).slice(0, 4)).toEqual([n.maintenance, n.safetyMonth, n.metroShield, n.markdownGuide]) // prettier-ignore
    expect(page.items[0]).toMatchObject({ isPinned: true, isRead: false, readTime: null, projectId: null, projName: null, publisherName: 'Administrator', contentFormat: 1 }) // prettier-ignore
    expect(page.items[0].summary).toBe(page.items[0].summary.replace(/\n/g, ' '))
    expect(page.items[0]).not.toHaveProperty('content')
    expect(page.items[1]).toMatchObject({ isRead: true, readTime: expect.any(String) })
    expect(page.items[1].summary).toHaveLength(120)
    expect(page.items[2]).toMatchObject({ projectId: projectIds.metroLine5, projName: '地铁5号线土建工程' }) // prettier-ignore
    expect(page.items[3].contentFormat).toBe(2)
    const publishTimes = page.items.slice(2).map((i) => i.publishTime)
    expect(publishTimes).toEqual([...publishTimes].sort().reverse())
  })

  it('filters by title, read state and project, pages, and ignores a sorting', async () => {
    const api = await apiAs(seedAccounts.admin)
    const get = async (query: string) => (await api('GET', `${path}/my?${query}`)).json<Page<MyNotice>>() // prettier-ignore
    expect((await get('isRead=false')).totalCount).toBe(9)
    expect((await get('isRead=true')).totalCount).toBe(10)
    expect((await get('filter=安全')).items.every((i) => i.title.includes('安全'))).toBe(true)
    expect((await get(`projectId=${projectIds.metroLine5}`)).items.map((i) => i.id)).toEqual([n.metroShield]) // prettier-ignore
    const second = await get('skipCount=2&maxResultCount=2&sorting=title desc')
    expect(second.items.map((i) => i.id)).toEqual([n.metroShield, n.markdownGuide])
    const bad = await api('GET', `${path}/my?isRead=maybe&projectId=x`)
    expect(bad.status).toBe(400)
    expect(bad.json<{ error: { validationErrors: { members: string[] }[] } }>().error.validationErrors.map((e) => e.members[0])).toEqual(['isRead', 'projectId']) // prettier-ignore
    expect((await callBackend('GET', `${path}/my`)).status).toBe(401)
  })

  it('shows project notices only to holders of a grant on the project', async () => {
    const count = async (api: Awaited<ReturnType<typeof apiAs>>) => (await api('GET', `${path}/my/unread-count`)).json<number>() // prettier-ignore
    const noproject = await apiAs(seedAccounts.noproject)
    expect(await count(noproject)).toBe(18)
    const hidden = await noproject('GET', `${path}/my/${n.metroShield}`)
    expect(hidden.status).toBe(404)
    expect(hidden.json<{ error: { message: string } }>().error.message).toBe(`There is no entity Notice with id = ${n.metroShield}!`) // prettier-ignore
    expect((await noproject('POST', `${path}/${n.metroShield}/read`)).status).toBe(404)
    // user001 holds 地铁5号线 (two sections) and 东环高速 (project only).
    expect(await count(await apiAs(generatedAccount(1)))).toBe(20)
    expect(await count(await apiAs(seedAccounts.manager))).toBe(19)
    const demo = await apiAs(seedAccounts.demoAdmin)
    expect((await demo('GET', `${path}/my`)).json<Page<MyNotice>>().totalCount).toBe(2)
    expect((await demo('GET', `${path}/my/${n.maintenance}`)).status).toBe(404)
  })
})

describe('reading', () => {
  it('opens a notice with its content without marking it read', async () => {
    const api = await apiAs(seedAccounts.admin)
    const one = await api('GET', `${path}/my/${n.markdownGuide}`)
    expect(one.json<MyNotice>()).toMatchObject({ id: n.markdownGuide, contentFormat: 2, isRead: false, content: expect.stringContaining('# 平台操作手册') }) // prettier-ignore
    const unread = await api('GET', `${path}/my/unread-count`)
    expect(unread.text).toBe('9')
    expect((await api('GET', `${path}/my/draft`)).status).toBe(404)
    expect((await api('GET', `${path}/my/${n.draft}`)).status).toBe(404)
  })

  it('marks one notice read once, keeping the first time, and closes its to-do', async () => {
    const api = await apiAs(seedAccounts.admin)
    expect((await api('POST', `${path}/${n.maintenance}/read`)).status).toBe(204)
    const first = (await api('GET', `${path}/my/${n.maintenance}`)).json<MyNotice>()
    expect(first).toMatchObject({ isRead: true, readTime: expect.any(String) })
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect((await api('POST', `${path}/${n.maintenance}/read`)).status).toBe(204)
    expect((await api('GET', `${path}/my/${n.maintenance}`)).json<MyNotice>().readTime).toBe(first.readTime) // prettier-ignore
    expect((await api('GET', `${path}/my/unread-count`)).json()).toBe(8)
    const done = (await api('GET', '/api/base/todo/my?status=2&maxResultCount=100')).json<Page<{ id: string }>>() // prettier-ignore
    expect(done.items.map((t) => t.id)).toContain(todoId(3))
    expect((await api('POST', `${path}/${n.draft}/read`)).status).toBe(404)
  })

  it('marks every visible notice read', async () => {
    const api = await apiAs(seedAccounts.manager)
    expect((await api('POST', `${path}/read-all`)).status).toBe(204)
    expect((await api('GET', `${path}/my/unread-count`)).json()).toBe(0)
    const summary = (await api('GET', '/api/base/todo/my/summary')).json<{ pending: number }>()
    expect(summary.pending).toBe(4)
    // Another user's marks are untouched.
    expect((await (await apiAs(seedAccounts.noproject))('GET', `${path}/my/unread-count`)).json()).toBe(18) // prettier-ignore
  })
})
