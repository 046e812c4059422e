import { sameId } from './audit.ts'
import type { AuditedRecord, MockDatabase, TenantRecord, UserRecord } from './types.ts'

// Built on first use rather than at import time: vite.config.ts imports the plugin for `vite build`
// too, where the backend never runs.
let database: MockDatabase | null = null
// Given by the modules' installer (mock/core/modules/mock-module.ts): the core names no module.
let createSeed: (() => MockDatabase) | null = null

/** How a fresh database is built from now on: the installed modules' seed. */
export function useDatabaseSeed(create: () => MockDatabase): void {
  createSeed = create
}

function seedDatabase(): MockDatabase {
  if (!createSeed) {
    throw new Error(
      'The embedded backend has no modules: call installMockModules() (mock/modules/mock-modules.ts) first',
    )
  }
  return createSeed()
}

export function getDatabase(): MockDatabase {
  database ??= seedDatabase()
  return database
}

export function reseedDatabase(): void {
  database = seedDatabase()
}

/** The rows one tenant sees: its own, not soft-deleted (business-api.md §0.1). */
export function liveRows<T extends AuditedRecord>(
  rows: readonly T[],
  tenantId: string | null,
): T[] {
  return rows.filter((row) => !row.isDeleted && sameId(row.tenantId, tenantId))
}

/** The `__tenant` value may be an id or a name (TenantResolverConsts.DefaultTenantKey). */
export function findTenant(idOrName: string): TenantRecord | undefined {
  const wanted = idOrName.trim().toLowerCase()
  return liveTenants().find((t) => t.id.toLowerCase() === wanted || t.name.toLowerCase() === wanted)
}

/** Tenants that exist: a deleted tenant is not found (by name, id or `__tenant`). */
function liveTenants(): TenantRecord[] {
  return getDatabase().tenants.filter((t) => !t.isDeleted)
}

export function findTenantByName(name: string): TenantRecord | undefined {
  const wanted = name.trim().toLowerCase()
  return liveTenants().find((t) => t.name.toLowerCase() === wanted)
}

export function findTenantById(id: string | null): TenantRecord | undefined {
  return id === null ? undefined : liveTenants().find((t) => sameId(t.id, id))
}

/** A user of any tenant (ids are unique across tenants); deleted users are gone. */
export function findUserById(id: string): UserRecord | undefined {
  return getDatabase().users.find((u) => !u.isDeleted && sameId(u.id, id))
}

export function listTenantUsers(tenantId: string | null): UserRecord[] {
  return liveRows(getDatabase().users, tenantId)
}

/**
 * ABP's password grant looks the user name up first and, when nobody has it, treats the input as
 * an email address (ReplaceEmailToUsernameOfInputIfNeeds). Both comparisons are case-insensitive
 * (normalized names).
 */
export function findUserByLogin(tenantId: string | null, login: string): UserRecord | undefined {
  const wanted = login.trim().toLowerCase()
  const users = listTenantUsers(tenantId)
  return (
    users.find((u) => u.userName.toLowerCase() === wanted) ??
    users.find((u) => u.email.toLowerCase() === wanted)
  )
}

/** Permissions of a user: the grants of their roles (in their tenant) plus direct grants. */
export function listGrantedPermissions(
  tenantId: string | null,
  userId: string,
  roleNames: readonly string[],
): string[] {
  const db = getDatabase()
  const granted = new Set<string>(findUserById(userId)?.permissions ?? [])
  for (const role of db.roles) {
    if (!role.isDeleted && sameId(role.tenantId, tenantId) && roleNames.includes(role.name)) {
      role.permissions.forEach((name) => granted.add(name))
    }
  }
  return [...granted]
}
