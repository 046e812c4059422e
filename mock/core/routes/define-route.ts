import { forbidden, unauthorized } from '../abp-error.ts'
import { isGranted, type PermissionRequirement } from '../auth/permission-check.ts'
import type { MockResponse } from '../http/mock-http.ts'
import type { Route } from '../http/router.ts'
import type { AuthenticatedContext, RequestContext } from '../request-context.ts'
import { getRuntimeSettings } from '../runtime-settings.ts'

type Result = MockResponse | Promise<MockResponse>

export type { PermissionRequirement } from '../auth/permission-check.ts'

/** Who may call a route: anyone, any signed-in user, or holders of a permission. */
export type RouteAccess = 'anonymous' | 'signed-in' | { permission: PermissionRequirement }

/**
 * The query names and JSON body members a route reads, declared with it so that
 * tests/contracts can hold the routes ABP owns against ABP's own proxies.
 */
export interface RouteReads {
  query?: readonly string[]
  body?: readonly string[]
}

export interface BackendRoute extends Route<RequestContext> {
  /** Declared with the route, so tests and docs can list every route's guard. */
  access: RouteAccess
  reads?: RouteReads
  /**
   * Body members that are credentials although their names do not say so (a launch `code`): the
   * audit log shows `***` for them, beside what `isSecretName` already hides.
   */
  auditSecrets?: readonly string[]
}

export interface RouteDefinition {
  method: string
  pattern: string
  /**
   * The permission the contract names for the route (`'Organization.Organize'`, or
   * `{ anyOf: [...] }`); omit it for a route that needs only sign-in ("auth" in the contracts).
   */
  permission?: PermissionRequirement
  reads?: RouteReads
  auditSecrets?: readonly string[]
  handle: (context: AuthenticatedContext) => Result
}

/** An `[AllowAnonymous]` action: runs for anyone; `caller` is set when a valid token came along. */
export function anonymousRoute(
  method: string,
  pattern: string,
  handle: (context: RequestContext) => Result,
  reads?: RouteReads,
): BackendRoute {
  return { method, pattern, access: 'anonymous', reads, handle }
}

/**
 * An `[Authorize]` (and, with `permission`, `[Authorize(Permission)]`) action. A missing, invalid
 * or expired token gets JwtBearer's 401; a signed-in caller without the permission gets 403,
 * checked before the handler runs (business-api.md §0.1). Both bodies follow `authErrorFormat`.
 */
export function defineRoute({
  method,
  pattern,
  permission,
  reads,
  auditSecrets,
  handle,
}: RouteDefinition): BackendRoute {
  return {
    method,
    pattern,
    access: permission === undefined ? 'signed-in' : { permission },
    reads,
    auditSecrets,
    handle: (context) => {
      const { caller, culture } = context
      const format = getRuntimeSettings().authErrorFormat
      if (!caller) return unauthorized(culture, format, context.tokenRejected)
      if (permission !== undefined && !isGranted(caller, permission)) {
        return forbidden(culture, format)
      }
      return handle({ ...context, caller })
    },
  }
}

/** A route that needs only sign-in; shorthand for `defineRoute` without a permission. */
export function authorizedRoute(
  method: string,
  pattern: string,
  handle: (context: AuthenticatedContext) => Result,
  reads?: RouteReads,
): BackendRoute {
  return defineRoute({ method, pattern, reads, handle })
}
