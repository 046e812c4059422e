import { describe, expect, it, vi } from 'vitest'
import { updateRuntimeSettings } from '../control.ts'
import { seedAccounts, type SeedAccount } from '../db/seed-accounts.ts'
import { createMockRequest, jsonResponse } from '../http/mock-http.ts'
import { resolveRequestContext } from '../request-context.ts'
import { signIn } from '../testing/backend-client.ts'
import { mockModules } from '../../modules/mock-modules.ts'
import { backendRoutes } from './backend-routes.ts'
import { defineRoute, type PermissionRequirement } from './define-route.ts'

/** The context ABP's middleware would build for a call by `account` (anonymous without one). */
async function contextFor(account?: SeedAccount) {
  const headers: Record<string, string> = { 'accept-language': 'en' }
  if (account) headers.authorization = `Bearer ${(await signIn(account)).access_token}`
  const resolved = await resolveRequestContext(createMockRequest({ path: '/api/x', headers }), {})
  if (!('context' in resolved)) throw new Error('no request context')
  return resolved.context
}

function guardedRoute(permission: PermissionRequirement) {
  const handle = vi.fn(() => jsonResponse(200, { ran: true }))
  return { handle, route: defineRoute({ method: 'GET', pattern: '/api/x', permission, handle }) }
}

describe('defineRoute with a permission', () => {
  it('runs the handler for a caller who holds the permission', async () => {
    const { route, handle } = guardedRoute('AbpIdentity.Users')
    const answer = await route.handle(await contextFor(seedAccounts.manager))
    expect(answer.status).toBe(200)
    expect(handle).toHaveBeenCalledOnce()
  })

  it('refuses a signed-in caller without it: 403, empty body, handler not run', async () => {
    const { route, handle } = guardedRoute('AbpIdentity.Users')
    const answer = await route.handle(await contextFor(seedAccounts.nobody))
    expect(answer).toEqual({ status: 403, headers: {}, body: null })
    expect(handle).not.toHaveBeenCalled()
  })

  it('sends the ABP body for a refusal when authErrorFormat is abp', async () => {
    updateRuntimeSettings({ authErrorFormat: 'abp' })
    const { route } = guardedRoute('AbpIdentity.Users')
    const answer = await route.handle(await contextFor(seedAccounts.noproject))
    expect(answer.status).toBe(403)
    expect(answer.headers._AbpErrorFormat).toBe('true')
    expect(JSON.parse(answer.body as string)).toEqual({
      error: {
        code: 'Volo.Authorization:010001',
        message: 'Authorization failed! Given policy has not granted.',
        details: null,
        data: {},
        validationErrors: null,
      },
    })
  })

  it('answers 401, not 403, to an anonymous caller', async () => {
    const { route, handle } = guardedRoute('AbpIdentity.Users')
    const answer = await route.handle(await contextFor())
    expect(answer.status).toBe(401)
    expect(handle).not.toHaveBeenCalled()
  })

  it('accepts any one of several permissions', async () => {
    const { route } = guardedRoute({ anyOf: ['Project.UserHtdPermissions', 'Project.Project'] })
    expect((await route.handle(await contextFor(seedAccounts.noproject))).status).toBe(200)
    expect((await route.handle(await contextFor(seedAccounts.nobody))).status).toBe(403)
  })

  it('sees the tenant admin’s grants in the tenant', async () => {
    const { route } = guardedRoute('AbpTenantManagement.Tenants')
    expect((await route.handle(await contextFor(seedAccounts.demoAdmin))).status).toBe(200)
  })
})

describe('the access every route declares', () => {
  const accessOf = Object.fromEntries(
    backendRoutes(mockModules).map((route) => [`${route.method} ${route.pattern}`, route.access]),
  )

  it.each([
    ['POST /connect/token', 'anonymous'],
    ['POST /connect/revocation', 'anonymous'],
    ['GET /api/abp/application-configuration', 'anonymous'],
    ['GET /api/abp/application-localization', 'anonymous'],
    ['GET /api/abp/multi-tenancy/tenants/by-name/:name', 'anonymous'],
    ['GET /api/abp/multi-tenancy/tenants/by-id/:tenant', 'anonymous'],
    ['GET /api/identity/users/current-user', 'signed-in'],
    ['GET /api/identity/users/list', 'signed-in'],
    ['GET /api/identity/users/:id/avatar', 'anonymous'],
    ['GET /api/base/dictionary/list', 'signed-in'],
    ['GET /api/base/htd/by-user/:userId', 'signed-in'],
  ])('%s → %j', (route, access) => {
    expect(accessOf[route]).toEqual(access)
  })

  it('declares one for every route', () => {
    expect(backendRoutes(mockModules).every((route) => route.access !== undefined)).toBe(true)
  })
})
