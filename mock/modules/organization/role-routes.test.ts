import { describe, expect, it } from 'vitest'
import { seedAccounts } from '../../core/db/seed-accounts.ts'
import { generatedUserId, roleIds } from '../../core/db/seed-ids.ts'
import { apiAs } from '../../core/testing/api-client.ts'

const path = '/api/identity/roles'
type Role = {
  id: string
  name: string
  isStatic: boolean
  isDefault: boolean
  concurrencyStamp: string
}
const admin = () => apiAs(seedAccounts.admin)
const codeOf = (answer: { json: <T>() => T }) =>
  answer.json<{ error: { code: string } }>().error.code

describe('/api/identity/roles', () => {
  it('lists the tenant’s roles, paged and all', async () => {
    const api = await admin()
    const page = (await api('GET', `${path}?maxResultCount=2`)).json<{
      totalCount: number
      items: Role[]
    }>()
    expect(page.totalCount).toBe(8)
    expect(page.items.map((r) => r.name)).toEqual(['admin', 'auditor'])
    const demo = await apiAs(seedAccounts.demoAdmin)
    const all = (await demo('GET', `${path}/all`)).json<{ items: Role[] }>()
    expect(all.items.map((r) => r.name)).toEqual(['admin', 'member'])
    // The Users page reads /all with AbpIdentity.Users alone.
    expect((await (await apiAs(seedAccounts.manager))('GET', `${path}/all`)).status).toBe(200)
    expect((await (await apiAs(seedAccounts.nobody))('GET', `${path}/all`)).status).toBe(403)
  })

  it('never renames or deletes a static role, but edits its flags', async () => {
    const api = await admin()
    const url = `${path}/${roleIds.admin}`
    const role = (await api('GET', url)).json<Role>()
    expect(role).toMatchObject({ name: 'admin', isStatic: true })
    const renamed = await api('PUT', url, { ...role, name: 'root' })
    expect(renamed.status).toBe(403)
    expect(renamed.json()).toMatchObject({ error: { code: 'Volo.Abp.Identity:010005', message: 'Static roles can not be renamed.' } }) // prettier-ignore
    expect(codeOf(await api('DELETE', url))).toBe('Volo.Abp.Identity:010006')
    expect((await api('PUT', url, { ...role, isPublic: false })).status).toBe(200)
  })

  it('creates, refuses duplicates, and checks the stamp with 403 ConcurrencyFailure', async () => {
    const api = await admin()
    const created = (await api('POST', path, { name: 'inspector', isDefault: true })).json<Role>()
    expect(created).toMatchObject({ isStatic: false, isDefault: true })
    expect(codeOf(await api('POST', path, { name: 'Inspector' }))).toBe(
      'Volo.Abp.Identity:DuplicateRoleName',
    )
    const url = `${path}/${created.id}`
    expect((await api('PUT', url, { ...created, name: 'inspectors' })).status).toBe(200)
    expect(codeOf(await api('PUT', url, { ...created, name: 'x' }))).toBe(
      'Volo.Abp.Identity:ConcurrencyFailure',
    )
  })

  it('renames and deletes through to the users holding the role', async () => {
    const api = await admin()
    const url = `${path}/${roleIds.auditor}`
    const role = (await api('GET', url)).json<Role>()
    await api('PUT', url, { ...role, name: 'auditors', concurrencyStamp: null })
    const rolesOf = async () =>
      (await api('GET', `/api/identity/users/${generatedUserId(4)}/roles`)).json<{ items: Role[] }>().items.map((r) => r.name) // prettier-ignore
    expect(await rolesOf()).toEqual(['auditors', 'engineer'])
    expect((await api('DELETE', url)).status).toBe(204)
    expect(await rolesOf()).toEqual(['engineer'])
  })
})
