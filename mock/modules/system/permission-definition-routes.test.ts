import { describe, expect, it } from 'vitest'
import { seedAccounts } from '../../core/db/seed-accounts.ts'
import { apiAs } from '../../core/testing/api-client.ts'

const path = '/api/base/permission-definition'
interface Permission {
  name: string
  displayName: string
  parentName: string | null
  depth: number
  multiTenancySide: number
  isEnabled: boolean
  providers: string[]
}
interface Group {
  name: string
  displayName: string
  permissions: Permission[]
}
interface Matrix {
  providerName: string
  providers: { key: string; displayName: string }[]
  grants: Record<string, string[]>
}
type Answer = { status: number; json: <T>() => T }

const groupsOf = (answer: Answer) => answer.json<{ items: Group[] }>().items
const namesOf = (answer: Answer) =>
  groupsOf(answer).flatMap((g) => g.permissions.map((p) => p.name))
const validationOf = (answer: Answer) =>
  answer.json<{ error: { validationErrors: { message: string; members: string[] }[] } }>().error
    .validationErrors

describe('GET permission-definition', () => {
  it('lists every group flattened, parents first, with depth, side and providers', async () => {
    const api = await apiAs(seedAccounts.admin)
    const answer = await api('GET', path)
    expect(answer.status).toBe(200)
    const groups = groupsOf(answer)
    expect(groups.map((g) => g.name)).toContain('ClientManage')
    const project = groups.find((g) => g.name === 'Project')!
    expect(project.displayName).toBe('Projects')
    expect(project.permissions.slice(0, 2)).toEqual([
      { name: 'Project.Project', displayName: 'Projects', parentName: null, depth: 0, multiTenancySide: 3, isEnabled: true, providers: [] }, // prettier-ignore
      { name: 'Project.Project.Create', displayName: 'Create', parentName: 'Project.Project', depth: 1, multiTenancySide: 3, isEnabled: true, providers: [] }, // prettier-ignore
    ])
    const tenants = groups.find((g) => g.name === 'AbpTenantManagement')!
    expect(tenants.permissions[0].multiTenancySide).toBe(2)
  })

  it('filters on name or display name, case-insensitively, bringing the ancestors', async () => {
    const api = await apiAs(seedAccounts.admin)
    expect(namesOf(await api('GET', `${path}?filter=workareas`))).toEqual([
      'Project.Htd',
      'Project.Htd.ManageWorkAreas',
    ])
    // "Manage work areas" is the display name only.
    expect(namesOf(await api('GET', `${path}?filter=${encodeURIComponent('WORK AREAS')}`))).toEqual(
      ['Project.Htd', 'Project.Htd.ManageWorkAreas'],
    )
    expect(groupsOf(await api('GET', `${path}?filter=nothing-like-this`))).toEqual([])
    const long = await api('GET', `${path}?filter=${'x'.repeat(129)}`)
    expect(long.status).toBe(400)
    expect(validationOf(long)[0].members).toEqual(['filter'])
  })

  it('filters by group and by side', async () => {
    const api = await apiAs(seedAccounts.admin)
    const notices = groupsOf(await api('GET', `${path}?groupName=Notice`))
    expect(notices.map((g) => g.name)).toEqual(['Notice'])
    expect(notices[0].permissions).toHaveLength(5)
    const hostOnly = groupsOf(await api('GET', `${path}?multiTenancySide=2`))
    expect(hostOnly.map((g) => g.name)).toEqual([
      'AbpTenantManagement',
      'FeatureManagement',
      'ClientManage',
    ])
    const both = namesOf(await api('GET', `${path}?multiTenancySide=3&groupName=ClientManage`))
    expect(both).toEqual([])
    const bad = await api('GET', `${path}?multiTenancySide=4`)
    expect(bad.status).toBe(400)
    expect(validationOf(bad)[0]).toEqual({
      message: 'The field MultiTenancySide is invalid.',
      members: ['multiTenancySide'],
    })
  })

  it('shows a tenant caller no Host-side definition', async () => {
    const api = await apiAs(seedAccounts.demoAdmin)
    const groups = groupsOf(await api('GET', path))
    const sides = new Set(groups.flatMap((g) => g.permissions.map((p) => p.multiTenancySide)))
    expect([...sides]).toEqual([3])
    expect(groups.map((g) => g.name)).not.toContain('ClientManage')
    expect(groupsOf(await api('GET', `${path}?multiTenancySide=2`))).toEqual([])
  })

  it('names groups and permissions in the Accept-Language culture', async () => {
    const api = await apiAs(seedAccounts.admin)
    const zh = groupsOf(await api('GET', `${path}?groupName=Project`, undefined, { 'accept-language': 'zh-Hans' })) // prettier-ignore
    expect(zh[0].displayName).toBe('项目管理')
    expect(zh[0].permissions[0].displayName).toBe('项目列表')
    expect(namesOf(await api('GET', `${path}?filter=${encodeURIComponent('工区')}`, undefined, { 'accept-language': 'zh-CN' }))).toEqual(['Project.Htd', 'Project.Htd.ManageWorkAreas']) // prettier-ignore
    const en = groupsOf(await api('GET', `${path}?groupName=Project`))
    expect(en[0].permissions[0].displayName).toBe('Projects')
  })

  it('needs PermissionManage.Permission', async () => {
    const api = await apiAs(seedAccounts.manager)
    expect((await api('GET', path)).status).toBe(403)
    expect((await api('GET', `${path}/grant-matrix?providerName=R`)).status).toBe(403)
  })
})

describe('GET permission-definition/grant-matrix', () => {
  it('lists the tenant’s roles and, per granted permission, the roles granting it', async () => {
    const api = await apiAs(seedAccounts.admin)
    const matrix = (await api('GET', `${path}/grant-matrix?providerName=R&groupName=Project`)).json<Matrix>() // prettier-ignore
    expect(matrix.providerName).toBe('R')
    expect(matrix.providers.map((p) => p.key)).toEqual([
      'admin',
      'auditor',
      'engineer',
      'manager',
      'member',
      'org-admin',
      'project-viewer',
      'staff',
    ])
    expect(matrix.providers[0]).toEqual({ key: 'admin', displayName: 'admin' })
    expect(matrix.grants['Project.Project']).toEqual(['admin', 'engineer', 'manager', 'project-viewer']) // prettier-ignore
    expect(matrix.grants['Project.Htd.Create']).toEqual(['admin'])
    expect(Object.keys(matrix.grants).every((name) => name.startsWith('Project.'))).toBe(true)
    expect(Object.values(matrix.grants).every((roles) => roles.length > 0)).toBe(true)
  })

  it('answers the caller tenant’s roles only', async () => {
    const api = await apiAs(seedAccounts.demoAdmin)
    const matrix = (await api('GET', `${path}/grant-matrix?providerName=R`)).json<Matrix>()
    expect(matrix.providers.map((p) => p.key)).toEqual(['admin', 'member'])
    expect(matrix.grants['Project.Project']).toEqual(['admin', 'member'])
    expect(matrix.grants['ClientManage.Client']).toBeUndefined()
  })

  it('refuses a provider other than R with V5', async () => {
    const api = await apiAs(seedAccounts.admin)
    const answer = await api('GET', `${path}/grant-matrix?providerName=U&groupName=Project`)
    expect(answer.status).toBe(400)
    expect(validationOf(answer)).toEqual([
      { message: 'The field ProviderName is invalid.', members: ['providerName'] },
    ])
    expect((await api('GET', `${path}/grant-matrix`)).status).toBe(400)
  })
})
