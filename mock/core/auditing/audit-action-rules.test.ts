import { describe, expect, it } from 'vitest'
import { actionArguments, describeAction } from './audit-action-rules.ts'

const id = '3a0f6c1e-82b4-4d9e-a3f6-1a0b9c8d0051'
const identityUsers = 'Volo.Abp.Identity.IdentityUserAppService'
const orgs = 'Ontall.MS.Base.Organizations.OrganizationAppService'
const htds = 'Ontall.MS.Base.Htds.HtdAppService'

describe('describeAction', () => {
  // prettier-ignore
  it.each([
    ['POST', '/api/identity/users', identityUsers, 'CreateAsync', null],
    ['PUT', `/api/identity/users/${id}`, identityUsers, 'UpdateAsync', id],
    ['PUT', `/api/identity/users/${id}/roles`, identityUsers, 'UpdateRolesAsync', id],
    ['GET', '/api/identity/users/by-username/admin', identityUsers, 'GetByUsernameAsync', null],
    ['DELETE', `/api/base/htd/${id}`, htds, 'DeleteAsync', id],
    ['GET', `/api/base/htd/by-user/${id}`, htds, 'GetByUserAsync', null],
    ['DELETE', '/api/base/position', 'Ontall.MS.Base.Positions.PositionAppService', 'DeleteManyAsync', null],
    ['GET', `/api/base/organization/${id}`, orgs, 'GetAsync', id],
    ['GET', '/api/base/organization/tree', orgs, 'GetTreeAsync', null],
    ['GET', '/api/base/dictionary-detail', 'Ontall.MS.Base.DictionaryDetails.DictionaryDetailAppService', 'GetListAsync', null],
    ['POST', `/api/base/notice/${id}/publish`, 'Ontall.MS.Base.Notices.NoticeAppService', 'PublishAsync', id],
    ['PATCH', `/api/base/todo/${id}`, 'Ontall.MS.Base.Todos.TodoAppService', 'UpdateAsync', id],
    ['POST', '/api/multi-tenancy/tenants', 'Volo.Abp.TenantManagement.TenantAppService', 'CreateAsync', null],
    ['PUT', '/api/permission-management/permissions', 'Volo.Abp.PermissionManagement.PermissionAppService', 'UpdateAsync', null],
    ['POST', '/api/foo/bar-baz', 'Foo.BarBazAppService', 'CreateAsync', null],
  ])('%s %s → %s.%s', (method, path, serviceName, methodName, entityId) => {
    expect(describeAction(method, path)).toMatchObject({ serviceName, methodName, entityId })
  })

  it('names the entity a known service writes', () => {
    expect(describeAction('PUT', `/api/identity/users/${id}`).entityType).toBe(
      'Volo.Abp.Identity.IdentityUser',
    )
    expect(describeAction('PUT', `/api/base/htd/${id}`).entityType).toBe('Ontall.MS.Base.Htds.Htd')
    expect(describeAction('PUT', '/api/permission-management/permissions').entityType).toBeNull()
  })
})

describe('actionArguments', () => {
  const q = (text: string) => new URLSearchParams(text)
  // prettier-ignore
  it.each<[string, string, string | null, string, unknown, unknown]>([
    ['a create', 'POST', null, '', { name: 'a' }, { input: { name: 'a' } }],
    ['an update', 'PUT', id, '', { name: 'a' }, { id, input: { name: 'a' } }],
    ['a delete', 'DELETE', id, '', undefined, { id }],
    ['a bulk delete', 'DELETE', null, 'ids=1&ids=2', undefined, { ids: ['1', '2'] }],
    ['a read', 'GET', null, 'filter=x&skipCount=0', undefined, { input: { filter: 'x', skipCount: '0' } }],
    ['a keyed write', 'PUT', null, 'providerName=R&providerKey=x', { permissions: [] }, { providerName: 'R', providerKey: 'x', input: { permissions: [] } }],
  ])('%s', (_what, method, entityId, query, body, expected) => {
    expect(actionArguments(method, entityId, q(query), body)).toEqual(expected)
  })
})
