import { describe, expect, it } from 'vitest'
import { seedAccounts } from '../db/seed-accounts.ts'
import { tenantIds } from '../db/seed-ids.ts'
import { allPermissions, routePermissions } from '../db/permission-names.ts'
import { callBackend, signIn } from '../testing/backend-client.ts'

interface AppConfig {
  auth: { grantedPolicies: Record<string, boolean>; policies?: unknown }
  currentUser: Record<string, unknown>
  currentTenant: { id: string | null; name: string | null; isAvailable: boolean }
  localization: { values: Record<string, Record<string, string>>; currentCulture: { name: string } }
  setting: { values: Record<string, string | null> }
  multiTenancy: { isEnabled: boolean }
}

async function appConfig(
  options: { token?: string; headers?: Record<string, string> } = {},
  query = '',
) {
  const answer = await callBackend('GET', `/api/abp/application-configuration${query}`, options)
  expect(answer.status).toBe(200)
  return answer.json<AppConfig>()
}

describe('GET /api/abp/application-configuration', () => {
  it('describes an anonymous caller with no granted policies', async () => {
    const config = await appConfig()
    expect(config.auth).toEqual({ grantedPolicies: {} })
    expect(config.currentUser).toMatchObject({
      isAuthenticated: false,
      id: null,
      tenantId: null,
      userName: null,
      surName: null,
      roles: [],
    })
    expect(config.currentTenant).toEqual({ id: null, name: null, isAvailable: false })
    expect(config.multiTenancy).toEqual({ isEnabled: true })
  })

  it('treats an invalid token as anonymous rather than failing', async () => {
    const config = await appConfig({ token: 'not-a-token' })
    expect(config.currentUser.isAuthenticated).toBe(false)
    expect(config.auth.grantedPolicies).toEqual({})
  })

  it('grants the host admin every permission, each as true', async () => {
    const { access_token } = await signIn(seedAccounts.admin)
    const config = await appConfig({ token: access_token })
    expect(Object.keys(config.auth.grantedPolicies).sort()).toEqual([...allPermissions].sort())
    expect(Object.values(config.auth.grantedPolicies).every((v) => v === true)).toBe(true)
    expect(config.currentUser).toMatchObject({
      isAuthenticated: true,
      id: seedAccounts.admin.userId,
      tenantId: null,
      userName: 'admin',
      name: 'Administrator',
      email: 'admin@example.com',
      roles: ['admin'],
    })
  })

  it('grants the manager only its role’s permissions', async () => {
    const { access_token } = await signIn(seedAccounts.manager)
    const config = await appConfig({ token: access_token })
    expect(config.auth.grantedPolicies).toEqual({
      'Project.Project': true,
      'Project.Htd': true,
      'AbpIdentity.Users': true,
      'Workflow.Approval': true,
    })
  })

  it('grants nobody nothing while still describing the user', async () => {
    const { access_token } = await signIn(seedAccounts.nobody)
    const config = await appConfig({ token: access_token })
    expect(config.auth.grantedPolicies).toEqual({})
    expect(config.currentUser).toMatchObject({
      isAuthenticated: true,
      userName: 'nobody',
      roles: [],
    })
  })

  it('puts the tenant admin in its tenant, whatever __tenant says', async () => {
    const { access_token } = await signIn(seedAccounts.demoAdmin)
    const config = await appConfig({ token: access_token, headers: { __tenant: 'nope' } })
    expect(config.currentTenant).toEqual({ id: tenantIds.demo, name: 'demo', isAvailable: true })
    expect(config.currentUser).toMatchObject({ tenantId: tenantIds.demo, userName: 'admin' })
    for (const name of routePermissions) expect(config.auth.grantedPolicies[name]).toBe(true)
  })

  it('takes an anonymous caller’s tenant from __tenant', async () => {
    const config = await appConfig({ headers: { __tenant: tenantIds.demo } })
    expect(config.currentTenant).toEqual({ id: tenantIds.demo, name: 'demo', isAvailable: true })
  })

  it('follows Accept-Language and falls back to en', async () => {
    const english = await appConfig({ headers: { 'accept-language': 'en-US,en;q=0.9' } })
    expect(english.localization.currentCulture.name).toBe('en')
    expect(english.localization.values.AbpUi.Save).toBe('Save')
    const chinese = await appConfig({ headers: { 'accept-language': 'zh-Hans' } })
    expect(chinese.localization.values.AbpUi.Save).toBe('保存')
    const unknown = await appConfig({ headers: { 'accept-language': 'fr' } })
    expect(unknown.localization.currentCulture.name).toBe('en')
    const none = await appConfig({})
    expect(none.localization.values.AbpUi.Save).toBe('Save')
    expect(none.setting.values['Abp.Localization.DefaultLanguage']).toBe('en')
  })

  it('leaves localization values empty when includeLocalizationResources=false', async () => {
    const config = await appConfig({}, '?includeLocalizationResources=false')
    expect(config.localization.values).toEqual({})
  })

  it('sends every setting as a string, booleans as True/False', async () => {
    const { values } = (await appConfig()).setting
    expect(Object.values(values).every((v) => typeof v === 'string')).toBe(true)
    expect(values['Abp.Identity.Password.RequireDigit']).toBe('True')
    expect(values['Abp.Identity.SignIn.RequireConfirmedEmail']).toBe('False')
  })
})

describe('GET /api/abp/multi-tenancy/tenants/by-name/{name}', () => {
  it('finds an active tenant, case-insensitively', async () => {
    const answer = await callBackend('GET', '/api/abp/multi-tenancy/tenants/by-name/DEMO')
    expect(answer.json()).toEqual({
      success: true,
      tenantId: tenantIds.demo,
      name: 'demo',
      isActive: true,
    })
  })

  it('reports an inactive tenant as found but not active', async () => {
    const answer = await callBackend('GET', '/api/abp/multi-tenancy/tenants/by-name/archived')
    expect(answer.json()).toMatchObject({ success: true, isActive: false })
  })

  it('answers 200 with success false for an unknown name', async () => {
    const answer = await callBackend('GET', '/api/abp/multi-tenancy/tenants/by-name/nope')
    expect(answer.status).toBe(200)
    expect(answer.json()).toEqual({ success: false, tenantId: null, name: null, isActive: false })
  })
})
