import { policyNotGranted } from '../abp-error.ts'
import { getDatabase } from '../db/database.ts'
import type { AuditedRecord } from '../db/types.ts'
import type { MockResponse } from '../http/mock-http.ts'
import type { AuthenticatedContext } from '../request-context.ts'
import { defineRoute, type BackendRoute } from '../routes/define-route.ts'
import type { CrudAction, CrudContext, CrudResource } from './crud-resource.ts'
import { getOne, listPage, listPicker } from './crud-reads.ts'
import { createOne, deleteMany, deleteOne, updateOne } from './crud-writes.ts'
import { pageQueryNames } from './paging.ts'
import { readMembers, type FieldSpecs } from './validation.ts'

/** The request plus its tenant (null = host) and the database the hooks work on. */
export function crudContext(context: AuthenticatedContext): CrudContext {
  return { ...context, tenantId: context.tenant?.id ?? null, db: getDatabase() }
}

/**
 * The standard route set of a resource (business-api.md §0.2), in an order where literal paths
 * (`/list`) come before `/{id}`. Put a resource's odd routes (`/tree`, `/children`) before these.
 */
export function defineCrudRoutes<R extends AuditedRecord, F extends FieldSpecs>(
  resource: CrudResource<R, F>,
): BackendRoute[] {
  const { path, permissions } = resource
  const skipped = new Set<CrudAction>(resource.without ?? [])
  const serve =
    (handler: (r: CrudResource<R, F>, context: CrudContext) => MockResponse) =>
    (context: AuthenticatedContext) =>
      handler(resource, crudContext(context))
  // Host-owned rows: a tenant user fails the row check whatever permissions they hold.
  const serveWrite =
    (handler: (r: CrudResource<R, F>, context: CrudContext) => MockResponse) =>
    (context: AuthenticatedContext) =>
      resource.hostOwned && context.tenant
        ? policyNotGranted(context.culture)
        : handler(resource, crudContext(context))

  // What the handlers read (tests/contracts holds ABP's own resources to it): the list its paging
  // (a resource's listFilter may read more), the writes the fields, updates their stamp too.
  const list = { query: pageQueryNames }
  const create = { body: readMembers(resource.fields, 'create') }
  const update = { body: [...readMembers(resource.fields, 'update'), 'concurrencyStamp'] }
  const routes: [CrudAction, BackendRoute][] = [
    ['list', defineRoute({ method: 'GET', pattern: path, permission: permissions.read, reads: list, handle: serve(listPage) })],
    ['picker', defineRoute({ method: 'GET', pattern: `${path}/list`, handle: serve(listPicker) })],
    ['get', defineRoute({ method: 'GET', pattern: `${path}/:id`, permission: permissions.read, handle: serve(getOne) })],
    ['create', defineRoute({ method: 'POST', pattern: path, permission: permissions.create, reads: create, handle: serveWrite(createOne) })],
    ['update', defineRoute({ method: 'PUT', pattern: `${path}/:id`, permission: permissions.update, reads: update, handle: serveWrite(updateOne) })],
    ['delete', defineRoute({ method: 'DELETE', pattern: `${path}/:id`, permission: permissions.delete, handle: serveWrite(deleteOne) })],
  ] // prettier-ignore
  if (resource.bulkDelete) {
    routes.push([
      'delete',
      defineRoute({ method: 'DELETE', pattern: path, permission: permissions.delete, reads: { query: ['ids'] }, handle: serveWrite(deleteMany) }),
    ]) // prettier-ignore
  }
  if (!resource.picker) skipped.add('picker')
  return routes.filter(([action]) => !skipped.has(action)).map(([, route]) => route)
}

/** `Organization.Position` → read `Organization.Position`, create `Organization.Position.Create`, … */
export function crudPermissions(
  name: string,
): CrudResource<AuditedRecord, FieldSpecs>['permissions'] {
  return {
    read: name,
    create: `${name}.Create`,
    update: `${name}.Update`,
    delete: `${name}.Delete`,
  }
}
