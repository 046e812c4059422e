import { describe, expect, it } from 'vitest'
import { seedAccounts } from '../../core/db/seed-accounts.ts'
import { organizationId, organizationIds as o } from '../../core/db/seed-ids.ts'
import { apiAs } from '../../core/testing/api-client.ts'

const path = '/api/base/organization'
type Org = { id: string; name: string; parentId: string | null; hasChildren: boolean; userCount: number; concurrencyStamp: string } // prettier-ignore
type Node = { id: string; name: string; enabled: boolean; children: Node[] }
const admin = () => apiAs(seedAccounts.admin)

function codeOf(answer: { json: <T>() => T }) {
  return answer.json<{ error: { code: string; message: string } }>().error
}

describe('reading the tree', () => {
  it('loads children lazily, roots first, siblings by sort', async () => {
    const api = await admin()
    const roots = (await api('GET', `${path}/children`)).json<{ items: Org[] }>().items
    expect(roots).toHaveLength(8)
    expect(roots[0]).toMatchObject({ id: o.binjiang, hasChildren: true, userCount: 3 })
    expect(roots[1].name).toBe('市政工程设计研究院')
    const children = (await api('GET', `${path}/children?parentId=${o.jiangnan}`)).json<{
      items: Org[]
    }>()
    expect(children.items.map((c) => c.name)).toEqual([
      '东环高速一标段项目经理部',
      '地铁5号线二标段项目经理部',
      '经营部',
    ])
    const matches = (await api('GET', `${path}/children?filter=工程部`)).json<{ items: Org[] }>()
    expect(matches.items).toHaveLength(3)
  })

  it('nests the whole tree and hides disabled subtrees on request', async () => {
    const api = await admin()
    const count = (nodes: Node[]): number =>
      nodes.reduce((n, node) => n + 1 + count(node.children), 0)
    const all = (await api('GET', `${path}/tree`)).json<{ items: Node[] }>().items
    expect(count(all)).toBe(42)
    const enabled = (await api('GET', `${path}/tree?includeDisabled=false`)).json<{
      items: Node[]
    }>()
    expect(count(enabled.items)).toBe(39)
    const picker = (await api('GET', `${path}/list?orgTypes=1&orgTypes=4`)).json<{ items: Org[] }>()
    expect(picker.items.map((i) => i.id)).not.toContain(o.xinyuan)
    expect(picker.items).toHaveLength(7)
  })

  it('lists a subtree with includeDescendants', async () => {
    const api = await admin()
    const page = await api(
      'GET',
      `${path}?parentId=${o.jiangnan}&includeDescendants=true&maxResultCount=100`,
    )
    expect(page.json<{ totalCount: number }>().totalCount).toBe(7)
  })
})

describe('writing', () => {
  it('creates a child and refuses a duplicate sibling name', async () => {
    const api = await admin()
    const child = await api('POST', path, { parentId: o.surveyTeam, name: '一组', orgType: 3 })
    expect(child.json()).toMatchObject({
      parentId: o.surveyTeam,
      fullName: '一组',
      hasChildren: false,
    })
    const again = await api('POST', path, { parentId: o.surveyTeam, name: ' 一组 ', orgType: 3 })
    expect(codeOf(again)).toMatchObject({ code: 'Base:DuplicateOrganizationName' })
    // The same name under another parent is fine.
    expect(
      (await api('POST', path, { parentId: o.huatong, name: '一组', orgType: 3 })).status,
    ).toBe(200)
  })

  it('refuses a department without parent, a missing parent and a seventh level', async () => {
    const api = await admin()
    expect(codeOf(await api('POST', path, { name: 'D', orgType: 3 })).code).toBe(
      'Base:DepartmentNeedsParent',
    )
    const missing = await api('POST', path, {
      parentId: organizationId(999),
      name: 'D',
      orgType: 3,
    })
    expect(missing.status).toBe(404)
    let parentId = o.surveyTeam // level 4
    for (const level of [5, 6]) {
      parentId = (await api('POST', path, { parentId, name: `L${level}`, orgType: 3 })).json<Org>()
        .id
    }
    const deep = await api('POST', path, { parentId, name: 'L7', orgType: 3 })
    expect(deep.status).toBe(403)
    expect(codeOf(deep)).toEqual(expect.objectContaining({ code: 'Base:OrganizationMaxDepth', message: 'Organizations can be nested at most 6 levels deep.' })) // prettier-ignore
  })

  it('moves a subtree with a PUT, but never under itself', async () => {
    const api = await admin()
    const office = (await api('GET', `${path}/${o.eastRingOffice}`)).json<Org>()
    const put = (parentId: string) => api('PUT', `${path}/${o.eastRingOffice}`, { ...office, parentId, concurrencyStamp: null }) // prettier-ignore
    expect(codeOf(await put(o.surveyTeam)).code).toBe('Base:OrganizationParentCycle')
    expect(codeOf(await put(o.eastRingOffice)).code).toBe('Base:OrganizationParentCycle')
    expect((await put(o.huatong)).status).toBe(200)
    const moved = (await api('GET', `${path}/children?parentId=${o.huatong}`)).json<{
      items: Org[]
    }>()
    expect(moved.items.map((i) => i.id)).toContain(o.eastRingOffice)
    expect((await api('GET', `${path}/${o.surveyTeam}`)).json<Org>().parentId).toBe(
      organizationId(12),
    )
  })

  it('refuses a move that breaks a rule, with the rule of §1.1', async () => {
    const api = await admin()
    const move = async (id: string, parentId: string | null) => {
      const row = (await api('GET', `${path}/${id}`)).json<Org>()
      return api('PUT', `${path}/${id}`, { ...row, parentId })
    }
    // 江南路桥 (4 levels) under 技术质量科 (level 3) would reach level 7.
    const deep = await move(o.jiangnan, organizationId(4))
    expect(codeOf(deep)).toMatchObject({ code: 'Base:OrganizationMaxDepth' })
    // A department moved to the top level.
    expect(codeOf(await move(organizationId(2), null)).code).toBe('Base:DepartmentNeedsParent')
    // 地铁5号线's 工程部 under 东环高速一标段, which has an 工程部 already.
    const clash = await move(organizationId(16), o.eastRingOffice)
    expect(codeOf(clash)).toMatchObject({ code: 'Base:DuplicateOrganizationName', message: "An organization named '工程部' already exists under the same parent." }) // prettier-ignore
    expect((await move(organizationId(16), o.huatong)).status).toBe(200)
  })

  it('refuses a new child of a disabled organisation, but keeps existing ones editable', async () => {
    const api = await admin()
    const create = await api('POST', path, { parentId: o.waterOffice, name: '一组', orgType: 3 })
    expect(create.status).toBe(403)
    expect(codeOf(create)).toMatchObject({ code: 'Base:OrganizationDisabled', message: "Organization '给排水所' is disabled." }) // prettier-ignore
    const survey = (await api('GET', `${path}/${o.surveyOffice}`)).json<Org>()
    const moved = await api('PUT', `${path}/${o.surveyOffice}`, { ...survey, parentId: o.xinyuan })
    expect(codeOf(moved).code).toBe('Base:OrganizationDisabled')
    // 生产部 stays under its disabled parent and can still be renamed.
    const child = (await api('GET', `${path}/${organizationId(42)}`)).json<Org>()
    const renamed = await api('PUT', `${path}/${organizationId(42)}`, {
      ...child,
      name: '生产一部',
    })
    expect(renamed.status).toBe(200)
    expect(renamed.json<Org>()).toMatchObject({ parentId: o.xinyuan, name: '生产一部' })
  })

  it('disables a node: the picker hides it and its descendants', async () => {
    const api = await admin()
    const office = (await api('GET', `${path}/${o.eastRingOffice}`)).json<Org>()
    await api('PUT', `${path}/${o.eastRingOffice}`, { ...office, enabled: false })
    const ids = (await api('GET', `${path}/list`)).json<{ items: Org[] }>().items.map((i) => i.id)
    expect(ids).not.toContain(o.eastRingOffice)
    expect(ids).not.toContain(o.surveyTeam)
  })
})

describe('delete refusals, in order', () => {
  it.each([
    ['children', o.jiangnan, 'Base:OrganizationHasChildren', "Organization '江南路桥工程有限公司' has child organizations and cannot be deleted."],
    ['members', o.surveyTeam, 'Base:OrganizationHasUsers', "Organization '测量队' still has 3 user(s) and cannot be deleted."],
    ['references', o.metroSupervisionTeam, 'Base:OrganizationInUse', "Organization '监理组' is used by projects, contract sections or seals and cannot be deleted."],
  ])('refuses a node with %s', async (_what, id, code, message) => {
    const api = await admin()
    const answer = await api('DELETE', `${path}/${id}`)
    expect(answer.status).toBe(403)
    expect(codeOf(answer)).toEqual(expect.objectContaining({ code, message }))
  }) // prettier-ignore

  it('deletes a free leaf with 204', async () => {
    const api = await admin()
    expect((await api('DELETE', `${path}/${o.surveyOffice}`)).status).toBe(204)
    expect((await api('GET', `${path}/${o.surveyOffice}`)).status).toBe(404)
  })

  it('needs Organization.Organize.Delete', async () => {
    const manager = await apiAs(seedAccounts.manager)
    expect((await manager('DELETE', `${path}/${o.surveyOffice}`)).status).toBe(403)
    expect((await manager('GET', `${path}/tree`)).status).toBe(200)
  })
})
