import { describe, expect, it } from 'vitest'
import { seedAccounts, seedPassword, type SeedAccount } from '../../core/db/seed-accounts.ts'
import { callBackend, postTokenForm, signIn } from '../../core/testing/backend-client.ts'

const path = '/api/account/my-profile/change-password'

async function changePassword(body: object, account: SeedAccount = seedAccounts.manager) {
  const { access_token: token } = await signIn(account)
  return callBackend('POST', path, {
    token,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
}

const passwordGrant = (password: string) =>
  postTokenForm({
    grant_type: 'password',
    username: 'manager',
    password,
    client_id: 'ProjectAdmin_App',
    scope: 'openid',
  })

describe('POST /api/account/my-profile/change-password', () => {
  it('answers 401 without a token', async () => {
    expect((await callBackend('POST', path, { body: '{}' })).status).toBe(401)
  })

  it('changes the password: 204, then only the new one signs in', async () => {
    const answer = await changePassword({ currentPassword: seedPassword, newPassword: 'N3w-pass' })
    expect(answer.status).toBe(204)
    expect(answer.text).toBe('')
    expect((await passwordGrant('N3w-pass')).status).toBe(200)
    expect((await passwordGrant(seedPassword)).status).toBe(400)
  })

  it('refuses a wrong current password with 403 PasswordMismatch before the policy', async () => {
    const answer = await changePassword({ currentPassword: 'wrong', newPassword: 'short' })
    expect(answer.status).toBe(403)
    expect(answer.json()).toMatchObject({
      error: { code: 'Volo.Abp.Identity:PasswordMismatch', message: 'Incorrect password.' },
    })
    expect((await passwordGrant(seedPassword)).status).toBe(200)
  })

  it('refuses a new password against the policy with every failure in one message', async () => {
    const answer = await changePassword({ currentPassword: seedPassword, newPassword: 'abc' })
    expect(answer.status).toBe(403)
    expect(answer.json()).toMatchObject({
      error: {
        code: 'Volo.Abp.Identity:PasswordTooShort',
        message:
          'Passwords must be at least 6 characters., Passwords must have at least one non alphanumeric character., ' +
          "Passwords must have at least one digit ('0'-'9')., Passwords must have at least one uppercase ('A'-'Z').",
        data: { 0: '6' },
      },
    })
  })

  it('answers 400 V1 without a new password, and V2 past 128 characters', async () => {
    const missing = await changePassword({ currentPassword: seedPassword })
    expect(missing.status).toBe(400)
    expect(missing.json()).toMatchObject({
      error: { validationErrors: [{ members: ['newPassword'], message: 'The NewPassword field is required.' }] },
    })
    const long = await changePassword({ currentPassword: seedPassword, newPassword: `Aa1!${'x'.repeat(125)}` })
    expect(long.json()).toMatchObject({ error: { validationErrors: [{ members: ['newPassword'] }] } })
  })

  it('refuses a change without the current password from a user who has one', async () => {
    const answer = await changePassword({ newPassword: 'N3w-pass' })
    expect(answer.status).toBe(403)
    expect(answer.json()).toMatchObject({ error: { code: 'Volo.Abp.Identity:PasswordMismatch' } })
    expect((await passwordGrant(seedPassword)).status).toBe(200)
  })

  it('lets a user without a password (external sign-up) set one without a current one', async () => {
    const account = seedAccounts.demoExternal
    const { access_token: token } = await signIn(account)
    const profile = async () => (await callBackend('GET', '/api/account/my-profile', { token })).json<{ hasPassword: boolean }>() // prettier-ignore
    expect(await profile()).toMatchObject({ hasPassword: false, isExternal: false })
    const weak = await changePassword({ newPassword: 'abc' }, account)
    expect(weak.json()).toMatchObject({ error: { code: 'Volo.Abp.Identity:PasswordTooShort' } })
    const answer = await changePassword({ newPassword: 'N3w-pass' }, account)
    expect(answer.status).toBe(204)
    expect(await profile()).toMatchObject({ hasPassword: true })
    const localSignIn = await postTokenForm(
      { grant_type: 'password', username: account.userName, password: 'N3w-pass', client_id: 'ProjectAdmin_App', scope: 'openid' },
      { __tenant: 'demo' },
    ) // prettier-ignore
    expect(localSignIn.status).toBe(200)
    // From now on the current password is asked for, as for anyone who has one.
    const again = await changePassword({ newPassword: 'Oth3r-pass' }, account)
    expect(again.json()).toMatchObject({ error: { code: 'Volo.Abp.Identity:PasswordMismatch' } })
  })

  it('hides both passwords in the audit log', async () => {
    await changePassword({ currentPassword: seedPassword, newPassword: 'N3w-pass' })
    const { access_token } = await signIn(seedAccounts.admin)
    const logs = await callBackend('GET', '/api/audit-logging/audit-logs?url=change-password&maxResultCount=1', { token: access_token })
    const [entry] = logs.json<{ items: { actions: { parameters: string }[] }[] }>().items
    expect(entry.actions[0].parameters).not.toContain('N3w-pass')
    expect(entry.actions[0].parameters).not.toContain(seedPassword)
  })
}) // prettier-ignore
