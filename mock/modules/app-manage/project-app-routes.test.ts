import { describe, expect, it } from 'vitest'
import { seedAccounts } from '../../core/db/seed-accounts.ts'
import { projectIds as p } from '../../core/db/seed-ids.ts'
import { apiAs } from '../../core/testing/api-client.ts'
import { appIds, folderSeedId, placementSeedId } from './seed-app-ids.ts'

/** Project apps (placements) and the launcher, business-api.md §4.3. */
const path = '/api/base/project-app'
type Placement = { id: string; projectId: string; folderId: string; folderName: string; appId: string; appName: string; appCode: string; appIcon: string | null; appType: number; appEnabled: boolean; sort: number; concurrencyStamp: string } // prettier-ignore
type LauncherApp = { projectAppId: string; appId: string; name: string; code: string; icon: string | null; type: number; sort: number } // prettier-ignore
type LauncherFolder = { id: string; name: string; icon: string | null; sort: number; apps: LauncherApp[]; children: LauncherFolder[] } // prettier-ignore
type Page<T> = { totalCount: number; items: T[] }
type ErrorBody = { error: { code: string | null; message: string; data: Record<string, string> | null; validationErrors: { members: string[] }[] | null } } // prettier-ignore
const admin = () => apiAs(seedAccounts.admin)
const errorOf = (answer: { json: <T>() => T }) => answer.json<ErrorBody>().error
const metro = p.metroLine5
const quality = folderSeedId(3, 3) // 质量安全 of 地铁5号线
const office = folderSeedId(3, 4)

describe('placements', () => {
  it('pages a project’s placements by sort, with the app’s members; disabled apps marked', async () => {
    const api = await admin()
    const page = (await api('GET', `${path}?projectId=${metro}`)).json<Page<Placement>>()
    expect(page.totalCount).toBe(8)
    expect(page.items[0]).toMatchObject({ projectId: metro, folderName: '工程管理', appName: '进度管理', appCode: 'schedule', appType: 1, appEnabled: true, sort: 1 }) // prettier-ignore
    expect(page.items.find((x) => x.appCode === 'legacy-oa')).toMatchObject({ appEnabled: false })
    const total = async (q: string) => (await api('GET', `${path}?projectId=${metro}&${q}`)).json<Page<Placement>>().totalCount // prettier-ignore
    expect(await total(`folderId=${quality}`)).toBe(3)
    expect(await total('filter=SAFETY')).toBe(1)
    const byName = (await api('GET', `${path}?projectId=${metro}&sorting=appName desc`)).json<Page<Placement>>() // prettier-ignore
    expect(byName.items[0].appName).toBe('进度管理')
    expect((await api('GET', path)).status).toBe(400)
    expect((await api('GET', `${path}?projectId=${p.eastRingExpressway}`)).json<Page<Placement>>().totalCount).toBe(0) // prettier-ignore
    expect((await (await apiAs(seedAccounts.manager))('GET', `${path}?projectId=${metro}`)).status).toBe(403) // prettier-ignore
  })

  it('places an app once per project; refuses a duplicate by name and unknown references', async () => {
    const api = await admin()
    const created = await api('POST', path, { folderId: quality, appId: appIds.video, sort: 9 })
    expect(created.json<Placement>()).toMatchObject({
      projectId: metro,
      appName: '视频监控',
      sort: 9,
    })
    const again = await api('POST', path, { folderId: office, appId: appIds.video })
    expect(errorOf(again)).toMatchObject({
      code: 'Base:ProjectAppDuplicate',
      data: { 0: '视频监控' },
    })
    expect((await api('POST', path, { folderId: crypto.randomUUID(), appId: appIds.video })).status).toBe(404) // prettier-ignore
    expect((await api('POST', path, { folderId: quality, appId: crypto.randomUUID() })).status).toBe(404) // prettier-ignore
    const demoApp = await api('POST', path, { folderId: quality, appId: appIds.demoQuality })
    expect(demoApp.status).toBe(404) // another tenant's app
    // The same app in another project is fine.
    expect((await api('POST', path, { folderId: folderSeedId(5, 3), appId: appIds.video })).status).toBe(200) // prettier-ignore
  })

  it('adds a batch all or nothing', async () => {
    const api = await admin()
    const refused = await api('POST', `${path}/batch`, { folderId: office, appIds: [appIds.video, appIds.quality] }) // prettier-ignore
    expect(errorOf(refused)).toMatchObject({ code: 'Base:ProjectAppDuplicate', data: { 0: '质量管理' } }) // prettier-ignore
    const page = async () => (await api('GET', `${path}?projectId=${metro}`)).json<Page<Placement>>().totalCount // prettier-ignore
    expect(await page()).toBe(8)
    const added = await api('POST', `${path}/batch`, { folderId: office, appIds: [appIds.video, appIds.materials] }) // prettier-ignore
    expect(added.status).toBe(200)
    const items = added.json<{ items: Placement[] }>().items
    expect(items.map((x) => [x.appCode, x.folderId])).toEqual([['video', office], ['materials', office]]) // prettier-ignore
    expect(items[0].sort).toBeLessThan(items[1].sort)
    expect(await page()).toBe(10)
    const empty = await api('POST', `${path}/batch`, { folderId: office, appIds: [] })
    expect(errorOf(empty).validationErrors?.map((e) => e.members[0])).toEqual(['appIds'])
    const tooMany = Array.from({ length: 101 }, () => crypto.randomUUID())
    expect((await api('POST', `${path}/batch`, { folderId: office, appIds: tooMany })).status).toBe(400) // prettier-ignore
  })

  it('moves within the project and sorts; refuses another project’s folder and a stale stamp', async () => {
    const api = await admin()
    const id = placementSeedId(3, 3) // 质量管理 in 质量安全
    const row = (await api('GET', `${path}/${id}`)).json<Placement>()
    const moved = await api('PUT', `${path}/${id}`, { folderId: office, sort: 42, concurrencyStamp: row.concurrencyStamp }) // prettier-ignore
    expect(moved.json<Placement>()).toMatchObject({ folderId: office, folderName: '综合办公', sort: 42, appId: appIds.quality }) // prettier-ignore
    const stale = await api('PUT', `${path}/${id}`, { folderId: quality, concurrencyStamp: row.concurrencyStamp }) // prettier-ignore
    expect(stale.status).toBe(409)
    const foreign = await api('PUT', `${path}/${id}`, { folderId: folderSeedId(1, 3) })
    expect(errorOf(foreign).code).toBe('Base:FolderProjectMismatch')
  })

  it('removes in bulk; the app can then be deleted', async () => {
    const api = await admin()
    const ids = [1, 2, 3, 4].map((n) => `ids=${placementSeedId(n, 3)}`).join('&') // 质量管理 everywhere
    expect((await api('DELETE', `${path}?${ids}`)).status).toBe(204)
    expect((await api('DELETE', `/api/base/app/${appIds.quality}`)).status).toBe(204)
  })
})

describe('launcher', () => {
  const launcher = (q: string) => `${path}/launcher?${q}`

  it('holds enabled Web apps by folder and sort, leaving empty folders out', async () => {
    const api = await apiAs(seedAccounts.manager) // a grant on project 3, no AppManage permission
    const { items } = (await api('GET', launcher(`projectId=${metro}`))).json<{ items: LauncherFolder[] }>() // prettier-ignore
    expect(items.map((f) => [f.name, f.apps.map((a) => a.code), f.children.map((c) => c.name)])).toEqual([
      ['工程管理', ['schedule'], ['计量']],
      ['质量安全', ['quality', 'safety', 'lab'], []],
      ['综合办公', ['archives'], []], // smart-site is Mobile, legacy-oa disabled
    ]) // prettier-ignore
    expect(items[0].children[0].apps[0]).toMatchObject({ code: 'measurement', name: '计量支付', type: 1, projectAppId: placementSeedId(3, 2) }) // prettier-ignore
    const mobile = (await api('GET', launcher(`projectId=${metro}&type=2`))).json<{ items: LauncherFolder[] }>() // prettier-ignore
    expect(mobile.items.map((f) => [f.name, f.apps.map((a) => a.code)])).toEqual([['综合办公', ['smart-site']]]) // prettier-ignore
  })

  it('is empty for project 5 and follows the project grants', async () => {
    const api = await admin()
    expect((await api('GET', launcher(`projectId=${p.eastRingExpressway}`))).json()).toEqual({ items: [] }) // prettier-ignore
    const manager = await apiAs(seedAccounts.manager)
    const other = await manager('GET', launcher(`projectId=${p.binjiangAvenue}`))
    expect(other.status).toBe(403)
    expect(errorOf(other).code).toBe('Volo.Authorization:010001')
    expect((await manager('GET', launcher(''))).status).toBe(400)
    expect((await manager('GET', launcher(`projectId=${metro}&type=7`))).status).toBe(400)
    expect((await manager('GET', launcher(`projectId=${crypto.randomUUID()}`))).status).toBe(404)
  })
})

describe('project delete', () => {
  it('takes the project’s folders and placements along', async () => {
    const api = await admin()
    const project = await api('POST', '/api/base/project', { projName: '临时项目', projCode: 'TMP-1', status: 'InProgress' }) // prettier-ignore
    expect(project.status).toBe(200)
    const projectId = project.json<{ id: string }>().id
    const folder = (await api('POST', '/api/base/project-app-folder', { projectId, name: '临时' })).json<{ id: string }>() // prettier-ignore
    await api('POST', path, { folderId: folder.id, appId: appIds.video })
    expect((await api('DELETE', `/api/base/app/${appIds.video}`)).status).toBe(403)
    expect((await api('DELETE', `/api/base/project/${projectId}`)).status).toBe(204)
    expect((await api('GET', `/api/base/project-app-folder/${folder.id}`)).status).toBe(404)
    expect((await api('DELETE', `/api/base/app/${appIds.video}`)).status).toBe(204)
  })
})
