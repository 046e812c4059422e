import { describe, expect, it } from 'vitest'
import { seedAccounts } from '../../core/db/seed-accounts.ts'
import { projectIds } from '../../core/db/seed-ids.ts'
import { noticeIds as n, noticeId } from './seed-notice-ids.ts'
import { apiAs } from '../../core/testing/api-client.ts'

/** Notice management, business-api.md §6.1 (Notice.Notice). */
const path = '/api/base/notice'
type Notice = { id: string; title: string; content: string; contentFormat: number; projectId: string | null; projName: string | null; isPinned: boolean; status: number; publishTime: string | null; publisherId: string | null; publisherName: string | null; readCount: number; concurrencyStamp: string; creationTime: string } // prettier-ignore
type Page<T> = { totalCount: number; items: T[] }
type ErrorBody = { error: { code: string | null; message: string; validationErrors: { message: string; members: string[] }[] | null } } // prettier-ignore
const admin = () => apiAs(seedAccounts.admin)
const errorOf = (answer: { json: <T>() => T }) => answer.json<ErrorBody>().error
const body = {
  title: '关于测试的通知',
  content: '第一行\n第二行',
  projectId: null,
  isPinned: false,
}

describe('the management list', () => {
  it('pages every notice of the tenant, newest first, with filters and sorting', async () => {
    const api = await admin()
    const get = async (query: string) => (await api('GET', `${path}?maxResultCount=100&${query}`)).json<Page<Notice>>() // prettier-ignore
    const every = await get('')
    expect(every.totalCount).toBe(25)
    const created = every.items.map((i) => i.creationTime)
    expect(created).toEqual([...created].sort().reverse())
    expect((await get('status=1')).items.map((i) => i.status)).toEqual([1, 1, 1])
    expect((await get('status=3')).totalCount).toBe(2)
    expect((await get('status=2')).items.filter((i) => i.isPinned)).toHaveLength(2)
    expect((await get(`projectId=${projectIds.eastRingExpressway}`)).items.map((i) => i.id)).toEqual([n.floodSeason]) // prettier-ignore
    expect((await get('filter=通知&sorting=title asc')).items.every((i) => i.title.includes('通知'))).toBe(true) // prettier-ignore
    const safety = (await api('GET', `${path}/${n.safetyMonth}`)).json<Notice>()
    expect(safety).toMatchObject({ status: 2, isPinned: true, readCount: 1, publisherName: 'Administrator' }) // prettier-ignore
    expect((await api('GET', `${path}?status=9`)).status).toBe(400)
    expect((await api('GET', `${path}?sorting=content`)).status).toBe(400)
  })

  it('needs Notice.Notice', async () => {
    const nobody = await apiAs(seedAccounts.nobody)
    expect((await nobody('GET', path)).status).toBe(403)
    expect((await nobody('POST', path, body)).status).toBe(403)
    expect((await nobody('POST', `${path}/${n.draft}/publish`, {})).status).toBe(403)
    expect((await nobody('GET', `${path}/my`)).status).toBe(200)
  })
})

describe('writing', () => {
  it('creates a draft and validates the content', async () => {
    const api = await admin()
    const created = await api('POST', path, { ...body, contentFormat: 2 })
    expect(created.status).toBe(200)
    expect(created.json<Notice>()).toMatchObject({ status: 1, contentFormat: 2, publishTime: null, publisherId: null, readCount: 0 }) // prettier-ignore
    expect((await api('POST', path, { title: 'x', content: 'y' })).json<Notice>()).toMatchObject({ contentFormat: 1, isPinned: false, projectId: null }) // prettier-ignore
    const invalid = await api('POST', path, { title: ' ', content: '<a href="JavaScript:alert(1)">x</a>', contentFormat: 3 }) // prettier-ignore
    expect(invalid.status).toBe(400)
    expect(errorOf(invalid).validationErrors).toEqual([
      { message: 'The Title field is required.', members: ['title'] },
      { message: 'The field Content is invalid.', members: ['content'] },
      { message: 'The field ContentFormat is invalid.', members: ['contentFormat'] },
    ])
    const long = await api('POST', path, { ...body, title: 'x'.repeat(129) })
    expect(errorOf(long).validationErrors?.[0].members).toEqual(['title'])
    const unknown = await api('POST', path, { ...body, projectId: noticeId(999) })
    expect(unknown.status).toBe(404)
    expect(errorOf(unknown).message).toBe(`There is no entity Project with id = ${noticeId(999)}!`)
  })

  it('updates drafts and withdrawn notices only, checking the stamp', async () => {
    const api = await admin()
    const draft = (await api('GET', `${path}/${n.draft}`)).json<Notice>()
    const put = (id: string, stamp: string | null) => api('PUT', `${path}/${id}`, { ...body, projectId: projectIds.metroLine5, concurrencyStamp: stamp }) // prettier-ignore
    const updated = await put(n.draft, draft.concurrencyStamp)
    expect(updated.json<Notice>()).toMatchObject({ title: body.title, projName: '地铁5号线土建工程', status: 1 }) // prettier-ignore
    expect((await put(n.draft, draft.concurrencyStamp)).status).toBe(409)
    expect((await put(n.withdrawn, null)).status).toBe(200)
    const published = await put(n.maintenance, null)
    expect(published.status).toBe(403)
    expect(errorOf(published)).toMatchObject({ code: 'Base:NoticeNotEditable', message: 'Only draft or withdrawn notices can be edited.' }) // prettier-ignore
    const zh = await api('PUT', `${path}/${n.maintenance}`, body, { 'accept-language': 'zh-Hans' })
    expect(errorOf(zh).message).toBe('只能编辑草稿或已撤回的通知。')
  })

  it('publishes now or later, refuses the past, and withdraws keeping read marks', async () => {
    const api = await admin()
    const reader = await apiAs(seedAccounts.noproject)
    const unread = async () => (await reader('GET', `${path}/my/unread-count`)).json<number>()
    const now = await api('POST', `${path}/${n.draft}/publish`, { publishTime: null })
    expect(now.json<Notice>()).toMatchObject({ status: 2, publisherName: 'Administrator', publishTime: expect.any(String) }) // prettier-ignore
    expect(await unread()).toBe(19)
    expect(errorOf(await api('POST', `${path}/${n.draft}/publish`, {})).code).toBe('Base:NoticeNotEditable') // prettier-ignore
    const later = new Date(Date.now() + 86_400_000).toISOString()
    const scheduled = await api('POST', `${path}/${noticeId(22)}/publish`, { publishTime: later })
    expect(scheduled.json<Notice>()).toMatchObject({ status: 2, publishTime: later.slice(0, 23) })
    expect(await unread()).toBe(19)
    const past = await api('POST', `${path}/${noticeId(23)}/publish`, { publishTime: '2020-01-01T00:00:00' }) // prettier-ignore
    expect(errorOf(past).validationErrors).toEqual([{ message: 'The field PublishTime is invalid.', members: ['publishTime'] }]) // prettier-ignore
    expect((await api('POST', `${path}/${noticeId(23)}/publish`, { publishTime: 'soon' })).status).toBe(400) // prettier-ignore
    expect((await api('POST', `${path}/${noticeId(22)}/withdraw`)).json<Notice>().status).toBe(3)
    const notPublished = await api('POST', `${path}/${noticeId(23)}/withdraw`)
    expect(errorOf(notPublished)).toMatchObject({ code: 'Base:NoticeNotPublished', message: 'The notice is not published.' }) // prettier-ignore
    // Withdrawing hides the notice; publishing it again brings the old read mark back.
    expect((await api('POST', `${path}/${n.safetyMonth}/withdraw`)).json<Notice>().readCount).toBe(1) // prettier-ignore
    expect((await api('GET', `${path}/my/${n.safetyMonth}`)).status).toBe(404)
    await api('POST', `${path}/${n.safetyMonth}/publish`)
    expect((await api('GET', `${path}/my/${n.safetyMonth}`)).json()).toMatchObject({ isRead: true })
  })

  it('deletes notices of any status, one or in bulk', async () => {
    const api = await admin()
    expect((await api('DELETE', `${path}/${n.maintenance}`)).status).toBe(204)
    expect((await api('DELETE', `${path}?ids=${n.draft}&ids=${n.withdrawn}`)).status).toBe(204)
    expect((await api('GET', `${path}/${n.draft}`)).status).toBe(404)
    expect((await api('GET', path)).json<Page<Notice>>().totalCount).toBe(22)
    expect((await api('GET', `${path}/my/${n.maintenance}`)).status).toBe(404)
    const manager = await apiAs(seedAccounts.manager)
    expect((await manager('DELETE', `${path}/${n.safetyMonth}`)).status).toBe(403)
  })
})
