import { describe, expect, it } from 'vitest'
import { seedAccounts } from '../../core/db/seed-accounts.ts'
import { generatedUserId } from '../../core/db/seed-ids.ts'
import { apiAs } from '../../core/testing/api-client.ts'
import { signIn } from '../../core/testing/backend-client.ts'

const path = '/api/identity/users'
type User = { id: string; userName: string; concurrencyStamp: string; email: string }
const admin = () => apiAs(seedAccounts.admin)
const newUser = { userName: 'john', email: 'john@example.com', password: '1q2w3E*', name: 'John' }
const errorOf = (answer: { json: <T>() => T }) =>
  answer.json<{ error: { code: string; message: string } }>().error

describe('GET /api/identity/users', () => {
  it('pages, filters and sorts', async () => {
    const api = await admin()
    const page = (await api('GET', `${path}?maxResultCount=3`)).json<{
      totalCount: number
      items: User[]
    }>()
    expect(page.totalCount).toBe(71)
    expect(page.items.map((u) => u.userName)).toEqual(['admin', 'bj-gm', 'bj-pm'])
    const sorted = (await api('GET', `${path}?sorting=userName%20desc&filter=user0`)).json<{
      items: User[]
    }>()
    expect(sorted.items[0].userName).toBe('user060')
    expect((await api('GET', `${path}?sorting=password`)).status).toBe(400)
  })

  it('finds by user name and lists a user’s roles', async () => {
    const api = await admin()
    const found = await api('GET', `${path}/by-username/USER004`)
    expect(found.json<User>().id).toBe(generatedUserId(4))
    expect((await api('GET', `${path}/by-username/ghost`)).status).toBe(204)
    const roles = (await api('GET', `${path}/${generatedUserId(4)}/roles`)).json<{
      items: { name: string }[]
    }>()
    expect(roles.items.map((r) => r.name)).toEqual(['auditor', 'engineer'])
    const assignable = (await api('GET', `${path}/assignable-roles`)).json<{ items: unknown[] }>()
    expect(assignable.items).toHaveLength(8)
  })
})

describe('POST and PUT', () => {
  it('creates a user with the default roles, who can then sign in', async () => {
    const api = await admin()
    const created = await api('POST', path, newUser)
    expect(created.status).toBe(200)
    const { id } = created.json<User>()
    const roles = (await api('GET', `${path}/${id}/roles`)).json<{ items: { name: string }[] }>()
    expect(roles.items.map((r) => r.name)).toEqual(['member', 'staff'])
    const account = { ...seedAccounts.nobody, userName: 'john', password: '1q2w3E*' }
    await expect(signIn(account)).resolves.toMatchObject({ token_type: 'Bearer' })
  })

  it('validates with 400, then applies the password policy and duplicates with 403', async () => {
    const api = await admin()
    const invalid = await api('POST', path, { userName: '', email: 'nope' })
    expect(invalid.status).toBe(400)
    expect(invalid.json()).toMatchObject({
      error: { validationErrors: [{ members: ['userName'] }, { members: ['email'], message: 'The Email field is not a valid e-mail address.' }, { members: ['password'] }] },
    }) // prettier-ignore
    const weak = await api('POST', path, { ...newUser, password: 'abc' })
    expect(weak.status).toBe(403)
    expect(errorOf(weak)).toMatchObject({
      code: 'Volo.Abp.Identity:PasswordTooShort',
      message: "Passwords must be at least 6 characters., Passwords must have at least one non alphanumeric character., Passwords must have at least one digit ('0'-'9')., Passwords must have at least one uppercase ('A'-'Z').",
    }) // prettier-ignore
    const taken = await api('POST', path, { ...newUser, userName: 'ADMIN' })
    expect(errorOf(taken)).toMatchObject({ code: 'Volo.Abp.Identity:DuplicateUserName', message: "Username 'ADMIN' is already taken." }) // prettier-ignore
    const email = await api('POST', path, { ...newUser, email: 'Manager@example.com' })
    expect(errorOf(email).code).toBe('Volo.Abp.Identity:DuplicateEmail')
    const badName = await api('POST', path, { ...newUser, userName: 'john doe' })
    expect(errorOf(badName).code).toBe('Volo.Abp.Identity:InvalidUserName')
  })

  it('answers a stale concurrencyStamp with 403 ConcurrencyFailure', async () => {
    const api = await admin()
    const url = `${path}/${generatedUserId(1)}`
    const user = (await api('GET', url)).json<User>()
    const updated = await api('PUT', url, { ...user, name: '张伟伟' })
    expect(updated.status).toBe(200)
    const stale = await api('PUT', url, { ...user, name: 'x' })
    expect(stale.status).toBe(403)
    expect(errorOf(stale).code).toBe('Volo.Abp.Identity:ConcurrencyFailure')
  })

  it('replaces the roles with PUT /{id}/roles', async () => {
    const api = await admin()
    const url = `${path}/${generatedUserId(3)}/roles`
    expect((await api('PUT', url, { roleNames: ['auditor', 'ghost'] })).status).toBe(204)
    const roles = (await api('GET', url)).json<{ items: { name: string }[] }>()
    expect(roles.items.map((r) => r.name)).toEqual(['auditor'])
  })
})

describe('DELETE', () => {
  it('refuses to delete yourself, deletes others softly, ignores unknown ids', async () => {
    const api = await admin()
    const self = await api('DELETE', `${path}/${seedAccounts.admin.userId}`)
    expect(self.status).toBe(403)
    expect(errorOf(self)).toMatchObject({ code: 'Volo.Abp.Identity:010001', message: 'You can not delete your own account!' }) // prettier-ignore
    expect((await api('DELETE', `${path}/${generatedUserId(5)}`)).status).toBe(204)
    expect((await api('GET', `${path}/${generatedUserId(5)}`)).status).toBe(404)
    expect((await api('DELETE', `${path}/${generatedUserId(5)}`)).status).toBe(204)
  })

  it('needs AbpIdentity.Users.Delete', async () => {
    const manager = await apiAs(seedAccounts.manager)
    expect((await manager('GET', path)).status).toBe(200)
    expect((await manager('DELETE', `${path}/${generatedUserId(5)}`)).status).toBe(403)
  })
})
