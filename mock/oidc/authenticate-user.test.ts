import { describe, expect, it } from 'vitest'
import { seedAccounts } from '../core/db/seed-accounts.ts'
import { authenticateUser } from './authenticate-user.ts'

const { admin, demoAdmin } = seedAccounts

describe('authenticateUser (the provider sign-in page)', () => {
  it('accepts the seeded accounts with their password, host and tenant alike', () => {
    const host = authenticateUser({ tenant: ' ', username: 'admin', password: admin.password })
    expect(host).toMatchObject({ ok: true, user: { id: admin.userId, tenantId: null } })
    const tenant = authenticateUser({
      tenant: 'demo',
      username: 'admin',
      password: demoAdmin.password,
    })
    expect(tenant).toMatchObject({ ok: true, user: { id: demoAdmin.userId } })
    const byEmail = authenticateUser({
      tenant: '',
      username: admin.email,
      password: admin.password,
    })
    expect(byEmail.ok).toBe(true)
  })

  it.each([
    [{ tenant: '', username: 'admin', password: 'wrong' }, 'Invalid username or password!'],
    [{ tenant: '', username: 'ghost', password: admin.password }, 'Invalid username or password!'],
    [{ tenant: '', username: '', password: admin.password }, 'Invalid username or password!'],
    [{ tenant: 'nowhere', username: 'admin', password: admin.password }, 'Tenant not found!'],
    [{ tenant: 'archived', username: 'admin', password: admin.password }, 'Tenant not active!'],
  ])('refuses %j with "%s"', (input, message) => {
    expect(authenticateUser(input)).toEqual({ ok: false, message })
  })
})
