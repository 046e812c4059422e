import { unauthorized } from '../abp-error.ts'
import type { MockResponse } from '../http/mock-http.ts'
import type { Route } from '../http/router.ts'
import type { AuthenticatedContext, RequestContext } from '../request-context.ts'
import { getRuntimeSettings } from '../runtime-settings.ts'

type Result = MockResponse | Promise<MockResponse>

export type BackendRoute = Route<RequestContext>

/** An `[AllowAnonymous]` action: runs for anyone; `caller` is set when a valid token came along. */
export function anonymousRoute(
  method: string,
  pattern: string,
  handle: (context: RequestContext) => Result,
): BackendRoute {
  return { method, pattern, handle }
}

/** An `[Authorize]` action: a missing, invalid or expired token gets JwtBearer's 401. */
export function authorizedRoute(
  method: string,
  pattern: string,
  handle: (context: AuthenticatedContext) => Result,
): BackendRoute {
  return {
    method,
    pattern,
    handle: (context) => {
      const { caller } = context
      if (!caller) {
        const format = getRuntimeSettings().authErrorFormat
        return unauthorized(context.culture, format, context.tokenRejected)
      }
      return handle({ ...context, caller })
    },
  }
}
