/**
 * Query key conventions: every key starts with the tenant, so another tenant's answers never mix
 * with these; keys of project-scoped data also carry the current project. Then the area and
 * resource (`'base', 'position'`), then the kind (`'list'`, `'detail'`) and its input.
 */
export type TenantScope = readonly ['tenant', string]
export type ProjectScope = readonly ['tenant', string, 'project', string]
export type QueryScope = TenantScope | ProjectScope

export function tenantScope(tenantId: string | null | undefined): TenantScope {
  return ['tenant', tenantId ?? 'host']
}

export function projectScope(scope: TenantScope, projectId: string | null): ProjectScope {
  return [...scope, 'project', projectId ?? 'none']
}
