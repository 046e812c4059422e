import { describe, expect, it } from 'vitest'
import { seedAccounts } from '../../core/db/seed-accounts.ts'
import { dictionaryIds as d } from '../../core/db/seed-ids.ts'
import { apiAs, type Api } from '../../core/testing/api-client.ts'
import { callBackend } from '../../core/testing/backend-client.ts'

/** Data dictionaries, business-api.md §2. */
const dictPath = '/api/base/dictionary'
const detailPath = '/api/base/dictionary-detail'
type Detail = { id: string; pid: string; label: string; value: string; sort: number; enabled: boolean; concurrencyStamp: string } // prettier-ignore
type Dict = { id: string; name: string; isStatic: boolean; details: Detail[] }
type Page<T> = { totalCount: number; items: T[] }
const admin = () => apiAs(seedAccounts.admin)
const errorOf = (answer: { json: <T>() => T }) =>
  answer.json<{ error: { code: string | null; message: string; validationErrors: unknown } }>()
    .error

async function detailsOf(api: Api, dictionaryId: string, query = '') {
  const answer = await api('GET', `${detailPath}?dictionaryId=${dictionaryId}${query}`)
  return answer.json<Page<Detail>>()
}

describe('GET /api/base/dictionary/list (kept, §2.1)', () => {
  it('lists every dictionary by name, with all details (disabled too) when asked', async () => {
    const api = await apiAs(seedAccounts.nobody)
    const { items } = (await api('GET', `${dictPath}/list?includeDetails=true`)).json<{ items: Dict[] }>() // prettier-ignore
    expect(items.map((i) => i.name)).toEqual(['MaterialUnit', 'OrgType', 'ProjectStatus', 'ProjectType', 'WorkAreaType', 'WorkflowCategory']) // prettier-ignore
    const details = items.flatMap((i) => i.details)
    expect(details).toHaveLength(33)
    expect(details.filter((detail) => !detail.enabled)).toHaveLength(2)
    expect(items[3].details[0]).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), pid: d.projectType, label: '市政道路', value: 'Road', sort: 1, enabled: true }) // prettier-ignore
    const bare = (await api('GET', `${dictPath}/list`)).json<{ items: Dict[] }>()
    expect(bare.items.every((i) => i.details.length === 0)).toBe(true)
    expect((await callBackend('GET', `${dictPath}/list`)).status).toBe(401)
  })
})

describe('reading', () => {
  it('pages dictionaries by name, filters and sorts over the whitelist', async () => {
    const api = await admin()
    const page = (await api('GET', `${dictPath}?maxResultCount=2`)).json<Page<Dict>>()
    expect(page.totalCount).toBe(6)
    expect(page.items.map((i) => [i.name, i.isStatic, i.details])).toEqual([['MaterialUnit', false, []], ['OrgType', true, []]]) // prettier-ignore
    const found = (await api('GET', `${dictPath}?filter=项目&sorting=name desc`)).json<Page<Dict>>()
    expect(found.items.map((i) => i.name)).toEqual(['ProjectType', 'ProjectStatus'])
    expect((await api('GET', `${dictPath}?sorting=description`)).status).toBe(400)
    const one = (await api('GET', `${dictPath}/${d.projectStatus}`)).json<Dict>()
    expect(one.details.map((i) => i.value)).toEqual(['Preparing', 'InProgress', 'Completed'])
  })

  it('needs dictionaryId for details (V1), then filters, pages and sorts them', async () => {
    const api = await admin()
    const missing = await api('GET', detailPath)
    expect(missing.status).toBe(400)
    expect(errorOf(missing).validationErrors).toEqual([{ message: 'The DictionaryId field is required.', members: ['dictionaryId'] }]) // prettier-ignore
    const all = await detailsOf(api, d.materialUnit, '&maxResultCount=3')
    expect(all.totalCount).toBe(11)
    expect(all.items.map((i) => i.label)).toEqual(['吨', '立方米', '米'])
    expect((await detailsOf(api, d.materialUnit, '&enabled=false')).items.map((i) => i.value)).toEqual(['lm', 'man-day']) // prettier-ignore
    expect((await detailsOf(api, d.materialUnit, '&filter=K')).items.map((i) => i.value)).toEqual(['kg', 'km']) // prettier-ignore
    const byValue = await detailsOf(api, d.orgType, '&sorting=value desc')
    expect(byValue.items.map((i) => i.value)).toEqual(['Supervisor', 'Owner', 'Designer', 'Contractor']) // prettier-ignore
  })

  it('serves the picker by name (case-insensitive), enabled entries by sort', async () => {
    const api = await apiAs(seedAccounts.nobody)
    const choices = (await api('GET', `${detailPath}/list?dictionaryName=projectstatus`)).json<{ items: Detail[] }>() // prettier-ignore
    expect(choices.items.map((i) => i.value)).toEqual(['Preparing', 'InProgress', 'Completed'])
    const units = (name: string, all = false) =>
      api('GET', `${detailPath}/list?dictionaryName=${name}&includeDisabled=${all}`).then((a) => a.json<{ items: Detail[] }>().items) // prettier-ignore
    expect(await units('MaterialUnit')).toHaveLength(9)
    expect(await units('MaterialUnit', true)).toHaveLength(11)
    expect(await units('Nothing')).toEqual([])
    expect((await api('GET', `${detailPath}/list`)).status).toBe(400)
  })

  it('shares the host dictionaries with tenant users', async () => {
    const demo = await apiAs(seedAccounts.demoAdmin)
    expect((await demo('GET', dictPath)).json<Page<Dict>>().totalCount).toBe(6)
    expect((await demo('GET', `${dictPath}/${d.orgType}`)).json<Dict>().details).toHaveLength(4)
    expect((await detailsOf(demo, d.workAreaType)).totalCount).toBe(6)
  })
})

describe('writing', () => {
  it('checks the name pattern (V4) and uniqueness of names', async () => {
    const api = await admin()
    const bad = await api('POST', dictPath, { name: '1Unit', description: 'x'.repeat(257) })
    expect(bad.status).toBe(400)
    expect(errorOf(bad).validationErrors).toEqual([
      { message: "The field Name must match the regular expression '^[A-Za-z][A-Za-z0-9_.]*$'.", members: ['name'] },
      { message: 'The field Description must be a string with a maximum length of 256.', members: ['description'] },
    ]) // prettier-ignore
    const duplicate = await api('POST', dictPath, { name: 'orgtype' })
    expect(errorOf(duplicate)).toMatchObject({ code: 'Base:DuplicateDictionaryName', message: "Dictionary 'orgtype' already exists." }) // prettier-ignore
    const created = await api('POST', dictPath, { name: ' Soil.Class_2 ', description: '土类' })
    expect(created.json()).toMatchObject({ name: 'Soil.Class_2', isStatic: false, details: [] })
  })

  it('keeps labels and values unique within one dictionary only', async () => {
    const api = await admin()
    const add = (body: object) => api('POST', detailPath, { pid: d.materialUnit, ...body })
    expect(errorOf(await add({ label: ' 吨 ', value: 'ton' })).code).toBe('Base:DuplicateDictionaryDetailLabel') // prettier-ignore
    expect(errorOf(await add({ label: '公吨', value: 'T' })).code).toBe('Base:DuplicateDictionaryDetailValue') // prettier-ignore
    // 桥梁 / Bridge also belong to ProjectType: another dictionary does not count.
    const bridge = await add({ label: '桥梁', value: 'Bridge', sort: 12 })
    expect(bridge.json()).toMatchObject({ pid: d.materialUnit, label: '桥梁', enabled: true })
    const unknown = await api('POST', detailPath, { pid: '3a0f6c1e-0000-0000-0000-000000000000', label: 'x', value: 'x' }) // prettier-ignore
    expect(unknown.status).toBe(404)
    expect(errorOf(unknown).message).toContain('DataDictionary')
    const { id } = bridge.json<Detail>()
    const clash = await api('PUT', `${detailPath}/${id}`, { label: '米', value: 'Bridge' })
    expect(errorOf(clash).code).toBe('Base:DuplicateDictionaryDetailLabel')
  })

  it('refuses to rename or delete a static dictionary and to change or delete its values', async () => {
    const api = await admin()
    const rename = await api('PUT', `${dictPath}/${d.projectStatus}`, { name: 'Status' })
    expect(errorOf(rename)).toMatchObject({ code: 'Base:StaticDictionary', message: expect.stringContaining("Dictionary 'ProjectStatus' is used by the system") }) // prettier-ignore
    expect((await api('PUT', `${dictPath}/${d.projectStatus}`, { name: 'ProjectStatus', description: '状态' })).status).toBe(200) // prettier-ignore
    expect(errorOf(await api('DELETE', `${dictPath}/${d.orgType}`)).code).toBe('Base:StaticDictionary') // prettier-ignore
    const [road] = (await detailsOf(api, d.projectType)).items
    const url = `${detailPath}/${road.id}`
    expect(errorOf(await api('PUT', url, { label: '道路', value: 'Street' })).code).toBe('Base:StaticDictionary') // prettier-ignore
    const relabel = await api('PUT', url, { label: '道路', value: 'Road', sort: 9, enabled: false, concurrencyStamp: road.concurrencyStamp }) // prettier-ignore
    expect(relabel.json()).toMatchObject({ label: '道路', sort: 9, enabled: false })
    const stale = await api('PUT', url, { label: 'x', value: 'Road', concurrencyStamp: road.concurrencyStamp }) // prettier-ignore
    expect(stale.status).toBe(409)
    expect(errorOf(await api('DELETE', url)).code).toBe('Base:StaticDictionary')
    expect((await api('POST', detailPath, { pid: d.projectType, label: '铁路', value: 'Rail' })).status).toBe(200) // prettier-ignore
  })

  it('refuses every write of a tenant user with the ABP 010001 body', async () => {
    const demo = await apiAs(seedAccounts.demoAdmin)
    const [ton] = (await detailsOf(demo, d.materialUnit)).items
    const answers = [
      await demo('POST', dictPath, { name: 'Mine' }),
      await demo('PUT', `${dictPath}/${d.materialUnit}`, { name: 'MaterialUnit' }),
      await demo('DELETE', `${dictPath}?ids=${d.materialUnit}`),
      await demo('POST', detailPath, { pid: d.materialUnit, label: '桶', value: 'barrel' }),
      await demo('PUT', `${detailPath}/${ton.id}`, { label: '吨', value: 't' }),
      await demo('DELETE', `${detailPath}/${ton.id}`),
    ]
    for (const answer of answers) {
      expect(answer.status).toBe(403)
      expect(errorOf(answer)).toMatchObject({ code: 'Volo.Authorization:010001' })
    }
  })

  it('bulk-deletes dictionaries with their details; a static one aborts the request', async () => {
    const api = await admin()
    const { id } = (await api('POST', dictPath, { name: 'Temp' })).json<Dict>()
    const detail = (await api('POST', detailPath, { pid: id, label: 'A', value: 'a' })).json<Detail>() // prettier-ignore
    expect((await api('DELETE', `${dictPath}?ids=${id}&ids=${d.orgType}`)).status).toBe(403)
    expect((await api('DELETE', `${dictPath}?ids=${id}&ids=${d.materialUnit}`)).status).toBe(204)
    expect((await api('GET', `${detailPath}/${detail.id}`)).status).toBe(404)
    expect((await api('GET', `${dictPath}/${d.materialUnit}`)).status).toBe(404)
    expect((await api('GET', `${detailPath}/list?dictionaryName=MaterialUnit`)).json()).toEqual({ items: [] }) // prettier-ignore
    const { items } = (await api('GET', `${dictPath}/list?IncludeDetails=true`)).json<{ items: Dict[] }>() // prettier-ignore
    expect(items.flatMap((i) => i.details)).toHaveLength(22)
  })
})
