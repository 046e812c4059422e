import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { mswServer } from '@tests/setup/msw-server'
import { tenantScope } from '@/query/query-keys'
import { baseUserApi, baseUserQueries, getAssignableRoles, isAdminUser } from './base-user-api'

const scope = tenantScope(null)
const paging = { skipCount: 0, maxResultCount: 10 }

describe('base user api', () => {
  it('deletes through identity’s DELETE /api/identity/users/{id}', async () => {
    let deleted = ''
    mswServer.use(
      http.delete('*/api/identity/users/:id', ({ params }) => {
        deleted = String(params.id)
        return new HttpResponse(null, { status: 204 })
      }),
    )
    await baseUserApi.delete('u-1')
    expect(deleted).toBe('u-1')
    expect(baseUserApi.path).toBe('/api/base/user')
  })

  it('asks for the subtree whenever the list is filtered by an organisation', () => {
    const filtered = baseUserQueries.list(scope, { ...paging, organizationId: 'o-1' })
    expect(filtered.queryKey.at(-1)).toEqual({
      ...paging,
      organizationId: 'o-1',
      includeDescendants: true,
    })
    expect(baseUserQueries.list(scope, paging).queryKey.at(-1)).toEqual(paging)
    expect(filtered.queryKey.slice(0, 4)).toEqual(['tenant', 'host', 'base', 'user'])
  })

  it('unwraps the assignable roles', async () => {
    const role = { id: 'r1', name: 'admin', isDefault: false, isStatic: true, isPublic: true }
    mswServer.use(
      http.get('*/api/identity/users/assignable-roles', () => HttpResponse.json({ items: [role] })),
    )
    await expect(getAssignableRoles()).resolves.toEqual([role])
  })

  it('knows the admin user by name, in any case', () => {
    expect(isAdminUser({ userName: 'Admin' })).toBe(true)
    expect(isAdminUser({ userName: 'administrator' })).toBe(false)
  })
})
