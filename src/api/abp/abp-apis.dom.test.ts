import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { mswServer } from '@tests/setup/msw-server'
import { getApplicationConfiguration } from './application-configuration-api'
import { findTenantByName } from './tenants-api'

describe('abp area apis', () => {
  it('getApplicationConfiguration asks without the localization resources, as ABP’s clients do', async () => {
    const configuration = {
      auth: { grantedPolicies: { 'AbpIdentity.Users': true } },
      currentUser: {
        isAuthenticated: true,
        id: 'u1',
        tenantId: null,
        userName: 'admin',
        roles: [],
      },
    }
    let search = ''
    mswServer.use(
      http.get('*/api/abp/application-configuration', ({ request }) => {
        search = new URL(request.url).search
        return HttpResponse.json(configuration)
      }),
    )
    await expect(getApplicationConfiguration()).resolves.toMatchObject(configuration)
    expect(search).toBe('?includeLocalizationResources=false')
  })

  it('findTenantByName escapes the name into the path', async () => {
    let path = ''
    mswServer.use(
      http.get('*/api/abp/multi-tenancy/tenants/by-name/:name', ({ request }) => {
        path = new URL(request.url).pathname
        return HttpResponse.json({ success: false, tenantId: null, name: null, isActive: false })
      }),
    )
    await expect(findTenantByName('a b')).resolves.toMatchObject({ success: false })
    expect(path).toBe('/api/abp/multi-tenancy/tenants/by-name/a%20b')
  })
})
