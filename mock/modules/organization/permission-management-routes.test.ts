import { describe, expect, it } from 'vitest'
import { seedAccounts, type SeedAccount } from '../../core/db/seed-accounts.ts'
import { generatedUserId } from '../../core/db/seed-ids.ts'
import { apiAs } from '../../core/testing/api-client.ts'

const path = '/api/permission-management/permissions'
type Permission = {
  name: string
  parentName: string | null
  isGranted: boolean
  grantedProviders: { providerName: string; providerKey: string }[]
}
type Result = { entityDisplayName: string; groups: { name: string; displayName: string; permissions: Permission[] }[] } // prettier-ignore

function find(result: Result, name: string): Permission | undefined {
  return result.groups.flatMap((g) => g.permissions).find((p) => p.name === name)
}

async function grantedPolicies(account: SeedAccount = seedAccounts.manager): Promise<string[]> {
  const api = await apiAs(account)
  const config = (await api('GET', '/api/abp/application-configuration')).json<{ auth: { grantedPolicies: Record<string, true> } }>() // prettier-ignore
  return Object.keys(config.auth.grantedPolicies).sort()
}

describe('GET permissions', () => {
  it('lists groups with parents and a role’s grants', async () => {
    const api = await apiAs(seedAccounts.admin)
    const answer = await api('GET', `${path}?providerName=R&providerKey=manager`, undefined, { 'accept-language': 'zh-Hans' }) // prettier-ignore
    const result = answer.json<Result>()
    expect(result.entityDisplayName).toBe('manager')
    expect(result.groups.find((g) => g.name === 'Organization')?.displayName).toBe('组织机构')
    expect(find(result, 'Project.Htd.ManageWorkAreas')).toMatchObject({
      parentName: 'Project.Htd',
      isGranted: false,
    })
    expect(find(result, 'Project.Htd')).toMatchObject({ isGranted: true, grantedProviders: [{ providerName: 'R', providerKey: 'manager' }] }) // prettier-ignore
  })

  it('lists a user’s role grants as providers, and hides host-only permissions from tenants', async () => {
    const api = await apiAs(seedAccounts.admin)
    const result = (
      await api('GET', `${path}?providerName=U&providerKey=${generatedUserId(4)}`)
    ).json<Result>()
    expect(find(result, 'Project.Project')?.grantedProviders).toEqual([
      { providerName: 'R', providerKey: 'engineer' },
    ])
    expect(find(result, 'Ontall_MS_Base.AuditLogging')?.grantedProviders).toEqual([{ providerName: 'R', providerKey: 'auditor' }]) // prettier-ignore
    const demo = await apiAs(seedAccounts.demoAdmin)
    const tenant = (await demo('GET', `${path}?providerName=R&providerKey=admin`)).json<Result>()
    expect(find(tenant, 'ClientManage.Client')).toBeUndefined()
    expect(find(tenant, 'Project.Project')?.isGranted).toBe(true)
  })

  it('checks the provider’s own policy and the query', async () => {
    const manager = await apiAs(seedAccounts.manager)
    expect((await manager('GET', `${path}?providerName=R&providerKey=manager`)).status).toBe(403)
    const api = await apiAs(seedAccounts.admin)
    expect((await api('GET', `${path}?providerName=X&providerKey=a`)).status).toBe(400)
    expect((await api('GET', `${path}?providerName=R&providerKey=ghost`)).status).toBe(404)
  })
})

describe('PUT permissions', () => {
  it('changes a role’s grants, and the holders’ grantedPolicies follow on the next call', async () => {
    expect(await grantedPolicies()).toEqual(['AbpIdentity.Users', 'Project.Htd', 'Project.Project', 'Workflow.Approval']) // prettier-ignore
    const api = await apiAs(seedAccounts.admin)
    const body = { permissions: [{ name: 'Project.Htd', isGranted: false }, { name: 'Organization.Organize', isGranted: true }] } // prettier-ignore
    expect((await api('PUT', `${path}?providerName=R&providerKey=manager`, body)).status).toBe(204)
    expect(await grantedPolicies()).toEqual([
      'AbpIdentity.Users',
      'Organization.Organize',
      'Project.Project',
      'Workflow.Approval',
    ])
  })

  it('grants to a user directly, listed beside the role grants', async () => {
    const api = await apiAs(seedAccounts.admin)
    const url = `${path}?providerName=U&providerKey=${seedAccounts.noproject.userId}`
    await api('PUT', url, { permissions: [{ name: 'Project.Project', isGranted: true }, { name: 'Notice.Notice', isGranted: true }] }) // prettier-ignore
    const result = (await api('GET', url)).json<Result>()
    expect(find(result, 'Project.Project')?.grantedProviders).toEqual([
      { providerName: 'R', providerKey: 'project-viewer' },
      { providerName: 'U', providerKey: seedAccounts.noproject.userId },
    ])
    expect(await grantedPolicies(seedAccounts.noproject)).toEqual([
      'Notice.Notice',
      'Project.Project',
    ])
  })

  it('refuses unknown permission names', async () => {
    const api = await apiAs(seedAccounts.admin)
    const answer = await api('PUT', `${path}?providerName=R&providerKey=manager`, { permissions: [{ name: 'Nope', isGranted: true }] }) // prettier-ignore
    expect(answer.status).toBe(400)
  })
})
