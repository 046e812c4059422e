import { describe, expect, it } from 'vitest'
import { seedAccounts, type SeedAccount } from '../../core/db/seed-accounts.ts'
import { callBackend, signIn } from '../../core/testing/backend-client.ts'

const path = '/api/account/my-profile'

interface Profile {
  userName: string
  email: string
  name: string | null
  surname: string | null
  phoneNumber: string | null
  concurrencyStamp: string
  [member: string]: unknown
}

async function signedIn(account: SeedAccount = seedAccounts.manager) {
  const { access_token: token } = await signIn(account)
  const profile = (await callBackend('GET', path, { token })).json<Profile>()
  const put = (changes: Partial<Profile>, headers: Record<string, string> = {}) =>
    callBackend('PUT', path, {
      token,
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ ...profile, ...changes }),
    })
  return { token, profile, put }
}

describe('GET /api/account/my-profile', () => {
  it('answers 401 without a token', async () => {
    expect((await callBackend('GET', path)).status).toBe(401)
  })

  it("describes the signed-in user as ABP's ProfileDto", async () => {
    const { profile } = await signedIn(seedAccounts.admin)
    expect(profile).toEqual({
      userName: 'admin',
      email: 'admin@example.com',
      name: 'Administrator',
      surname: expect.toBeOneOf([null, expect.any(String)]) as unknown,
      phoneNumber: '13800000001',
      isExternal: false,
      hasPassword: true,
      concurrencyStamp: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown,
      extraProperties: expect.any(Object) as unknown,
    })
  })
})

describe('PUT /api/account/my-profile', () => {
  it('saves name, surname, phone and e-mail with a new stamp; current-user shows them', async () => {
    const { token, profile, put } = await signedIn()
    const answer = await put({
      name: ' 王经理 ',
      surname: '王',
      phoneNumber: '13900000000',
      email: 'Wang@Example.com',
    })
    expect(answer.status).toBe(200)
    const saved = answer.json<Profile>()
    expect(saved).toMatchObject({ name: '王经理', surname: '王', email: 'Wang@Example.com' })
    expect(saved.concurrencyStamp).not.toBe(profile.concurrencyStamp)
    const current = await callBackend('GET', '/api/identity/users/current-user', { token })
    expect(current.json()).toMatchObject({ name: '王经理', phoneNumber: '13900000000' })
  })

  it('clears optional fields sent blank', async () => {
    const { put } = await signedIn()
    const saved = (await put({ name: '', phoneNumber: '  ' })).json<Profile>()
    expect([saved.name, saved.phoneNumber]).toEqual([null, null])
  })

  it('answers 400 with every field error at once', async () => {
    const { put } = await signedIn()
    const answer = await put({ email: 'not-an-address', name: 'x'.repeat(65), phoneNumber: '1'.repeat(17) })
    expect(answer.status).toBe(400)
    const { error } = answer.json<{ error: { validationErrors: { message: string; members: string[] }[] } }>()
    expect(error.validationErrors).toEqual([
      { message: 'The Email field is not a valid e-mail address.', members: ['email'] },
      { message: 'The field Name must be a string with a maximum length of 64.', members: ['name'] },
      { message: 'The field PhoneNumber must be a string with a maximum length of 16.', members: ['phoneNumber'] },
    ])
  })

  it('refuses an e-mail another user has (403 DuplicateEmail, case-insensitive)', async () => {
    const { put } = await signedIn()
    const answer = await put({ email: 'ADMIN@example.com' }, { 'accept-language': 'zh-Hans' })
    expect(answer.status).toBe(403)
    expect(answer.json()).toMatchObject({
      error: { code: 'Volo.Abp.Identity:DuplicateEmail', message: "邮箱 'ADMIN@example.com' 已被使用.", data: { 0: 'ADMIN@example.com' } },
    })
  })

  it('lets the user name change (IsUserNameUpdateEnabled is True) under identity rules', async () => {
    const { put, token } = await signedIn()
    expect((await put({ userName: 'admin' })).json()).toMatchObject({ error: { code: 'Volo.Abp.Identity:DuplicateUserName' } })
    expect((await put({ userName: 'bad name' })).json()).toMatchObject({ error: { code: 'Volo.Abp.Identity:InvalidUserName' } })
    expect((await put({ userName: 'manager2' })).json()).toMatchObject({ userName: 'manager2' })
    const current = await callBackend('GET', '/api/identity/users/current-user', { token })
    expect(current.json()).toMatchObject({ userName: 'manager2' })
  })

  it('refuses a stale stamp with 403 ConcurrencyFailure, after the duplicate checks', async () => {
    const { put } = await signedIn()
    expect((await put({ name: 'first' })).status).toBe(200)
    const duplicate = await put({ name: 'second', email: 'admin@example.com' })
    expect(duplicate.json()).toMatchObject({ error: { code: 'Volo.Abp.Identity:DuplicateEmail' } })
    const stale = await put({ name: 'second' })
    expect(stale.status).toBe(403)
    expect(stale.json()).toMatchObject({ error: { code: 'Volo.Abp.Identity:ConcurrencyFailure' } })
    expect((await put({ name: 'third', concurrencyStamp: null as never })).status).toBe(200)
  })

  it('is recorded in the audit log', async () => {
    const { put } = await signedIn()
    await put({ name: 'audited' })
    const { access_token } = await signIn(seedAccounts.admin)
    const logs = await callBackend('GET', '/api/audit-logging/audit-logs?url=my-profile&maxResultCount=1', { token: access_token })
    expect(logs.json()).toMatchObject({ items: [{ httpMethod: 'PUT', userName: 'manager', httpStatusCode: 200 }] })
  })
}) // prettier-ignore
