import { describe, expect, it } from 'vitest'
import { seedAccounts, seedPassword } from '../../core/db/seed-accounts.ts'
import { callBackend, postTokenForm, signIn } from '../../core/testing/backend-client.ts'

const path = '/api/account/my-profile/change-password'

async function changePassword(body: object, account = seedAccounts.manager) {
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

  it('hides both passwords in the audit log', async () => {
    await changePassword({ currentPassword: seedPassword, newPassword: 'N3w-pass' })
    const { access_token } = await signIn(seedAccounts.admin)
    const logs = await callBackend('GET', '/api/audit-logging/audit-logs?url=change-password&maxResultCount=1', { token: access_token })
    const [entry] = logs.json<{ items: { actions: { parameters: string }[] }[] }>().items
    expect(entry.actions[0].parameters).not.toContain('N3w-pass')
    expect(entry.actions[0].parameters).not.toContain(seedPassword)
  })
}) // prettier-ignore
