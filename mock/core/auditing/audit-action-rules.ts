/**
 * Which application service method an audited call ran, as ABP names it in
 * `AuditLogAction.serviceName` / `methodName`: a small table from path prefix to service (and the
 * entity it changes), the method from the verb and the path's tail. Pure.
 */

export interface AuditedAction {
  serviceName: string
  methodName: string
  /** The entity the service writes (`EntityChange.entityTypeFullName`); null when unknown. */
  entityType: string | null
  /** The id in the path (`/api/identity/users/{id}`), else null. */
  entityId: string | null
}

interface ServiceEntry {
  prefix: string
  service: string
  entity?: string
}

const identity = 'Volo.Abp.Identity'
const identityServer = 'Volo.Abp.IdentityServer'
// prettier-ignore
const services: ServiceEntry[] = [
  { prefix: '/api/identity/users', service: `${identity}.IdentityUserAppService`, entity: `${identity}.IdentityUser` },
  { prefix: '/api/identity/roles', service: `${identity}.IdentityRoleAppService`, entity: `${identity}.IdentityRole` },
  { prefix: '/api/identity/my-profile', service: 'Volo.Abp.Account.ProfileAppService', entity: `${identity}.IdentityUser` },
  { prefix: '/api/account/my-profile', service: 'Volo.Abp.Account.ProfileAppService', entity: `${identity}.IdentityUser` },
  { prefix: '/api/account', service: 'Volo.Abp.Account.AccountAppService' },
  { prefix: '/api/base/user', service: 'Ontall.MS.Base.Users.BaseUserAppService', entity: `${identity}.IdentityUser` },
  { prefix: '/api/permission-management/permissions', service: 'Volo.Abp.PermissionManagement.PermissionAppService' },
  { prefix: '/api/multi-tenancy/tenants', service: 'Volo.Abp.TenantManagement.TenantAppService', entity: 'Volo.Abp.TenantManagement.Tenant' },
  { prefix: '/api/audit-logging/audit-logs', service: 'Volo.Abp.AuditLogging.AuditLogsAppService' },
  { prefix: '/api/abp/application-configuration', service: 'Volo.Abp.AspNetCore.Mvc.ApplicationConfigurations.AbpApplicationConfigurationAppService' },
  { prefix: '/api/abp/application-localization', service: 'Volo.Abp.AspNetCore.Mvc.ApplicationConfigurations.AbpApplicationLocalizationAppService' },
  { prefix: '/api/abp/multi-tenancy', service: 'Volo.Abp.AspNetCore.Mvc.MultiTenancy.AbpTenantAppService' },
  { prefix: '/api/identity-server/clients', service: `${identityServer}.Clients.ClientAppService`, entity: `${identityServer}.Clients.Client` },
  { prefix: '/api/identity-server/api-resources', service: `${identityServer}.ApiResources.ApiResourceAppService`, entity: `${identityServer}.ApiResources.ApiResource` },
  { prefix: '/api/identity-server/api-scopes', service: `${identityServer}.ApiScopes.ApiScopeAppService`, entity: `${identityServer}.ApiScopes.ApiScope` },
  { prefix: '/api/identity-server/identity-resources', service: `${identityServer}.IdentityResources.IdentityResourceAppService`, entity: `${identityServer}.IdentityResources.IdentityResource` },
  // WorkflowService (workflow-api.md §0): its writes are recorded with the entity they change.
  ...(['form', 'scheme', 'instance', 'task', 'delegation', 'attachment'] as const).map((resource) => {
    const name = `Workflow${resource[0].toUpperCase()}${resource.slice(1)}`
    return { prefix: `/api/workflow/${resource}`, service: `Ontall.MS.Workflow.${name}s.${name}AppService`, entity: `Ontall.MS.Workflow.${name}s.${name}` }
  }),
  { prefix: '/api/identity-server/claim-types', service: `${identityServer}.ClaimTypes.ClaimTypeAppService`, entity: `${identityServer}.IdentityClaimType` },
]

const idSegment = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d+)$/i

function pascal(words: string): string {
  return words
    .split(/[-_/]/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('')
}

function plural(name: string): string {
  if (/[^aeiou]y$/.test(name)) return `${name.slice(0, -1)}ies`
  return /s$/.test(name) ? `${name}es` : `${name}s`
}

/** `/api/base/{resource}` → `Ontall.MS.Base.Htds.HtdAppService`; other modules by their words. */
function fallbackService(segments: string[]): ServiceEntry {
  const [module = 'app', resource = module] = segments
  const prefix = `/api/${segments.slice(0, 2).join('/')}`
  const name = pascal(resource)
  if (module === 'base') {
    const space = `Ontall.MS.Base.${plural(name)}`
    return { prefix, service: `${space}.${name}AppService`, entity: `${space}.${name}` }
  }
  return { prefix, service: `${pascal(module)}.${name}AppService` }
}

const serviceByHead = new Map<string, ServiceEntry>()

/** The service of a path; every prefix has at most three segments, so those decide. */
function findService(path: string): ServiceEntry {
  const head = `/${path.toLowerCase().split('/').filter(Boolean).slice(0, 3).join('/')}`
  let service = serviceByHead.get(head)
  if (!service) {
    const known = services.find((s) => head === s.prefix || head.startsWith(`${s.prefix}/`))
    service = known ?? fallbackService(head.split('/').filter(Boolean).slice(1))
    serviceByHead.set(head, service)
  }
  return service
}

/** The tail words of the path after the service (ids and the values after `by-*` left out). */
function tailOf(rest: string[]): { tail: string; id: string | null } {
  const words: string[] = []
  let id: string | null = null
  for (let i = 0; i < rest.length; i++) {
    if (idSegment.test(rest[i])) id = rest[i]
    else words.push(rest[i])
    if (rest[i].startsWith('by-')) i++
  }
  return { tail: pascal(words.join('-')), id }
}

function methodName(method: string, tail: string, hasId: boolean): string {
  switch (method) {
    case 'GET':
      return tail ? `Get${tail}Async` : hasId ? 'GetAsync' : 'GetListAsync'
    case 'POST':
      return tail ? `${tail}Async` : 'CreateAsync'
    case 'PUT':
    case 'PATCH':
      return `Update${tail}Async`
    case 'DELETE':
      return tail ? `Delete${tail}Async` : hasId ? 'DeleteAsync' : 'DeleteManyAsync'
    default:
      return `${pascal(method.toLowerCase())}${tail}Async`
  }
}

export function describeAction(method: string, path: string): AuditedAction {
  const service = findService(path)
  const rest = path.slice(service.prefix.length).split('/').filter(Boolean)
  const { tail, id } = tailOf(rest.map((segment) => decodeURIComponent(segment)))
  return {
    serviceName: service.service,
    methodName: methodName(method.toUpperCase(), tail, id !== null),
    entityType: service.entity ?? null,
    entityId: id,
  }
}

function queryObject(query: URLSearchParams): Record<string, unknown> {
  const result: Record<string, unknown> = {}
  for (const name of new Set(query.keys())) {
    const values = query.getAll(name)
    result[name] = values.length > 1 ? values : values[0]
  }
  return result
}

/**
 * The action's arguments as ABP serialises them: `id` from the path, `input` (the body, or the
 * query of a read), and the query parameters of a write by name (`ids`, `providerKey`).
 */
export function actionArguments(
  method: string,
  entityId: string | null,
  query: URLSearchParams,
  body: unknown,
): Record<string, unknown> {
  const args: Record<string, unknown> = entityId === null ? {} : { id: entityId }
  const fromQuery = queryObject(query)
  const hasQuery = Object.keys(fromQuery).length > 0
  if (method.toUpperCase() === 'GET') return hasQuery ? { ...args, input: fromQuery } : args
  Object.assign(args, fromQuery)
  return body === undefined ? args : { ...args, input: body }
}
