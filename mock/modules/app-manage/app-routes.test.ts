import { describe, expect, it } from 'vitest'
import { createSeedDatabase } from '../../core/db/seed.ts'
import { seedAccounts } from '../../core/db/seed-accounts.ts'
import { projectIds as p } from '../../core/db/seed-ids.ts'
import { apiAs } from '../../core/testing/api-client.ts'
import { mockModules } from '../mock-modules.ts'
import { appIds, folderSeedId, qualityDemoPath } from './seed-app-ids.ts'

/** Apps (business-api.md §4.1) and project app folders (§4.2). */
const apps = '/api/base/app'
const folders = '/api/base/project-app-folder'
type App = { id: string; name: string; code: string; icon: string | null; url: string; type: number; clientId: string | null; enabled: boolean; sort: number; placementCount: number; concurrencyStamp: string } // prettier-ignore
type Folder = { id: string; projectId: string; parentId: string | null; name: string; icon: string | null; sort: number; appCount: number; concurrencyStamp: string; children?: Folder[] } // prettier-ignore
type Page<T> = { totalCount: number; items: T[] }
type ErrorBody = { error: { code: string | null; message: string; data: Record<string, string> | null; validationErrors: { message: string; members: string[] }[] | null } } // prettier-ignore
const admin = () => apiAs(seedAccounts.admin)
const errorOf = (answer: { json: <T>() => T }) => answer.json<ErrorBody>().error
const members = (answer: { json: <T>() => T }) => errorOf(answer).validationErrors?.map((e) => e.members[0]) // prettier-ignore
const newApp = { name: '质量巡检', code: 'qc-check', icon: 'quality', url: 'https://qc.example.com/start', type: 1, clientId: null, enabled: true, sort: 20, description: null } // prettier-ignore

describe('seed', () => {
  it('has 12 host apps (2 Mobile, 1 disabled), 4 demo apps, 4 folders per project', () => {
    const db = createSeedDatabase(mockModules)
    const host = db.apps.filter((a) => a.tenantId === null)
    expect(host).toHaveLength(12)
    expect(host.filter((a) => a.type === 2)).toHaveLength(2)
    expect(host.filter((a) => !a.enabled).map((a) => a.code)).toEqual(['legacy-oa'])
    expect(db.apps.filter((a) => a.tenantId !== null)).toHaveLength(4)
    expect(db.apps.find((a) => a.id === appIds.quality)).toMatchObject({ name: '质量管理', code: 'quality', clientId: 'Quality_App', url: qualityDemoPath }) // prettier-ignore
    expect(db.projectAppFolders).toHaveLength(7 * 4)
    const eastRing = db.projectApps.filter((x) => x.projectId === p.eastRingExpressway)
    expect(eastRing).toHaveLength(0)
    expect(db.projectApps.filter((x) => x.projectId === p.metroLine5)).toHaveLength(8)
  })
})

describe('apps', () => {
  it('pages with filter, type, enabled and sorting; placementCount; demo path resolved per origin', async () => {
    const api = await admin()
    const page = (await api('GET', `${apps}?maxResultCount=3`)).json<Page<App>>()
    expect(page.totalCount).toBe(12)
    expect(page.items.map((a) => a.code)).toEqual(['quality', 'safety', 'measurement'])
    expect(page.items[0]).toMatchObject({ url: `http://localhost${qualityDemoPath}`, placementCount: 4 }) // prettier-ignore
    const total = async (q: string) =>
      (await api('GET', `${apps}?${q}`)).json<Page<App>>().totalCount
    expect(await total('type=2')).toBe(2)
    expect(await total('enabled=false')).toBe(1)
    expect(await total('filter=apps.example.com/s')).toBe(3) // safety, schedule, smart-site
    expect((await api('GET', `${apps}?type=3`)).status).toBe(400)
    const sorted = (await api('GET', `${apps}?sorting=code desc`)).json<Page<App>>()
    expect(sorted.items[0].code).toBe('video')
    const onPort = await api('GET', `${apps}/${appIds.quality}`, undefined, {
      host: 'localhost:4173',
    })
    expect(onPort.json<App>().url).toBe(`http://localhost:4173${qualityDemoPath}`)
  })

  it('lists the picker for AppManage.App or .ProjectApp, enabled only unless asked', async () => {
    const api = await admin()
    const list = (q = '') => api('GET', `${apps}/list${q}`)
    expect((await list()).json<{ items: App[] }>().items).toHaveLength(11)
    expect((await list('?includeDisabled=true')).json<{ items: App[] }>().items).toHaveLength(12)
    expect((await list('?type=2')).json<{ items: App[] }>().items).toHaveLength(2)
    expect((await (await apiAs(seedAccounts.manager))('GET', `${apps}/list`)).status).toBe(403)
  })

  it('creates, updates with the stamp (409 when stale), disables', async () => {
    const api = await admin()
    const created = await api('POST', apps, newApp)
    expect(created.status).toBe(200)
    const row = created.json<App>()
    expect(row).toMatchObject({ code: 'qc-check', placementCount: 0, enabled: true })
    const updated = await api('PUT', `${apps}/${row.id}`, { ...newApp, enabled: false, concurrencyStamp: row.concurrencyStamp }) // prettier-ignore
    expect(updated.json<App>().enabled).toBe(false)
    const stale = await api('PUT', `${apps}/${row.id}`, { ...newApp, concurrencyStamp: row.concurrencyStamp }) // prettier-ignore
    expect(stale.status).toBe(409)
  })

  it('validates code, icon, url and type', async () => {
    const api = await admin()
    const bad = await api('POST', apps, { ...newApp, name: ' ', code: '1abc', type: 3 })
    expect(bad.status).toBe(400)
    expect(members(bad)).toEqual(['name', 'code', 'type'])
    const icon = async (value: string) =>
      (await api('POST', apps, { ...newApp, icon: value })).status
    expect(await icon('http://img.example.com/a.png')).toBe(400)
    expect(await icon('Safety')).toBe(400)
    expect(await icon('https://img.example.com/a.png')).toBe(200)
    const url = async (value: string) => {
      const answer = await api('POST', apps, { ...newApp, code: `c${value.length}`, name: value, url: value }) // prettier-ignore
      return answer.status === 200 ? 'ok' : errorOf(answer).validationErrors![0].message
    }
    expect(await url('http://intranet.example.com/a?x=1')).toBe('ok')
    expect(await url('not a url')).toBe('The Url field is not a valid fully-qualified http, https, or ftp URL.') // prettier-ignore
    expect(await url('ftp://files.example.com/')).toBe('The field Url is invalid.')
    expect(await url('javascript:alert(1)')).toBe('The field Url is invalid.')
    expect(await url('data:text/html,hi')).toBe('The field Url is invalid.')
  })

  it('refuses duplicate names and codes, case-insensitively', async () => {
    const api = await admin()
    const name = await api('POST', apps, { ...newApp, name: ' 质量管理 ' })
    expect(errorOf(name)).toMatchObject({ code: 'Base:DuplicateAppName', data: { 0: '质量管理' } })
    const code = await api('POST', apps, { ...newApp, code: 'QUALITY' })
    expect(errorOf(code).code).toBe('Base:DuplicateAppCode')
  })

  it('refuses to delete a placed app with the count; deletes an unplaced one (204), bulk too', async () => {
    const api = await admin()
    const placed = await api('DELETE', `${apps}/${appIds.quality}`)
    expect(placed.status).toBe(403)
    expect(errorOf(placed)).toMatchObject({ code: 'Base:AppInUse', message: "App '质量管理' is placed in 4 project(s) and cannot be deleted; disable it instead.", data: { 0: '质量管理', 1: '4' } }) // prettier-ignore
    expect((await api('DELETE', `${apps}/${appIds.video}`)).status).toBe(204)
    expect((await api('GET', `${apps}/${appIds.video}`)).status).toBe(404)
    const bulk = await api('DELETE', `${apps}?ids=${appIds.materials}&ids=${appIds.safety}`)
    expect(errorOf(bulk).code).toBe('Base:AppInUse')
    expect((await api('GET', `${apps}/${appIds.materials}`)).status).toBe(200) // all or nothing
    expect((await api('DELETE', `${apps}?ids=${appIds.materials}&ids=${appIds.mobileInspection}`)).status).toBe(204) // prettier-ignore
  })

  it('needs AppManage.App and keeps tenants apart', async () => {
    expect((await (await apiAs(seedAccounts.manager))('GET', apps)).status).toBe(403)
    const demo = await apiAs(seedAccounts.demoAdmin)
    expect((await demo('GET', apps)).json<Page<App>>().totalCount).toBe(4)
    expect((await demo('GET', `${apps}/${appIds.quality}`)).status).toBe(404)
    expect((await demo('POST', apps, newApp)).status).toBe(200) // the code is unique per tenant
  })
})

describe('folders', () => {
  const metro = p.metroLine5
  const root = folderSeedId(3, 1) // 工程管理, with 计量 under it
  const sub = folderSeedId(3, 2)
  const office = folderSeedId(3, 4)

  it('answers the nested tree, siblings by sort, with appCount', async () => {
    const api = await admin()
    const tree = (await api('GET', `${folders}/tree?projectId=${metro}`)).json<{
      items: Folder[]
    }>()
    expect(tree.items.map((f) => f.name)).toEqual(['工程管理', '质量安全', '综合办公'])
    expect(tree.items[0]).toMatchObject({ appCount: 1, children: [{ name: '计量', appCount: 1, children: [] }] }) // prettier-ignore
    expect((await api('GET', `${folders}/tree`)).status).toBe(400)
    expect((await (await apiAs(seedAccounts.manager))('GET', `${folders}/tree?projectId=${metro}`)).status).toBe(403) // prettier-ignore
  })

  it('creates and moves within 3 levels; refuses cycles, depth, other projects and duplicates', async () => {
    const api = await admin()
    const third = await api('POST', folders, { projectId: metro, parentId: sub, name: '月度计量', icon: 'calendar' }) // prettier-ignore
    expect(third.status).toBe(200)
    const level3 = third.json<Folder>()
    expect(level3).toMatchObject({ projectId: metro, parentId: sub, appCount: 0 })
    const fourth = await api('POST', folders, {
      projectId: metro,
      parentId: level3.id,
      name: '第四级',
    })
    expect(errorOf(fourth)).toMatchObject({ code: 'Base:FolderMaxDepth', data: { 0: '3' } })
    // Moving 工程管理 (2 levels below it) under 综合办公 would make 4 levels.
    const deep = await api('PUT', `${folders}/${root}`, {
      parentId: office,
      name: '工程管理',
      sort: 1,
    })
    expect(errorOf(deep).code).toBe('Base:FolderMaxDepth')
    const cycle = await api('PUT', `${folders}/${root}`, { parentId: sub, name: '工程管理' })
    expect(errorOf(cycle).code).toBe('Base:FolderParentCycle')
    const self = await api('PUT', `${folders}/${root}`, { parentId: root, name: '工程管理' })
    expect(errorOf(self).code).toBe('Base:FolderParentCycle')
    const foreign = await api('POST', folders, {
      projectId: metro,
      parentId: folderSeedId(1, 1),
      name: 'X',
    })
    expect(errorOf(foreign).code).toBe('Base:FolderProjectMismatch')
    const duplicate = await api('POST', folders, { projectId: metro, name: ' 质量安全 ' })
    expect(errorOf(duplicate)).toMatchObject({ code: 'Base:DuplicateFolderName', data: { 0: '质量安全' } }) // prettier-ignore
    // The same name under another parent is fine; a move keeps the project (C!).
    expect((await api('POST', folders, { projectId: metro, parentId: office, name: '质量安全' })).status).toBe(200) // prettier-ignore
    const moved = await api('PUT', `${folders}/${sub}`, { projectId: p.binjiangAvenue, parentId: null, name: '计量', sort: 5 }) // prettier-ignore
    expect(moved.json<Folder>()).toMatchObject({ projectId: metro, parentId: null, sort: 5 })
  })

  it('validates the body and the references', async () => {
    const api = await admin()
    const bad = await api('POST', folders, { parentId: 'x', icon: 'https://img.example.com/a.png' })
    expect(members(bad)).toEqual(['projectId', 'parentId', 'name', 'icon'])
    const project = await api('POST', folders, { projectId: crypto.randomUUID(), name: 'A' })
    expect(project.status).toBe(404)
    expect(errorOf(project).message).toContain('Project')
    const parent = await api('POST', folders, { projectId: metro, parentId: crypto.randomUUID(), name: 'A' }) // prettier-ignore
    expect(errorOf(parent).message).toContain('ProjectAppFolder')
  })

  it('refuses to delete a folder with sub-folders or apps; deletes an empty one', async () => {
    const api = await admin()
    const withChildren = await api('DELETE', `${folders}/${root}`)
    expect(errorOf(withChildren)).toMatchObject({
      code: 'Base:FolderNotEmpty',
      data: { 0: '工程管理' },
    })
    expect(errorOf(await api('DELETE', `${folders}/${sub}`)).code).toBe('Base:FolderNotEmpty')
    const empty = (await api('POST', folders, { projectId: metro, name: '空' })).json<Folder>()
    expect((await api('DELETE', `${folders}/${empty.id}`)).status).toBe(204)
    expect((await api('GET', `${folders}/${empty.id}`)).status).toBe(404)
  })
})
