import { listGrantedPermissions } from '../db/database.ts'
import type { Caller } from './caller.ts'

/** One permission name, or several of which the caller needs at least one ("any of X, Y"). */
export type PermissionRequirement = string | { anyOf: readonly string[] }

/** Whether a set of granted names satisfies a requirement. Names compare exactly, as in ABP. */
export function satisfies(
  granted: ReadonlySet<string>,
  requirement: PermissionRequirement,
): boolean {
  const needed = typeof requirement === 'string' ? [requirement] : requirement.anyOf
  return needed.some((name) => granted.has(name))
}

/**
 * ABP's permission checker for the current user: the grants of the roles in the token plus the
 * user's own grants, looked up now (so a changed grant counts at once, as with ABP's store).
 */
export function isGranted(caller: Caller, requirement: PermissionRequirement): boolean {
  const granted = listGrantedPermissions(caller.tenantId, caller.userId, caller.roles)
  return satisfies(new Set(granted), requirement)
}
