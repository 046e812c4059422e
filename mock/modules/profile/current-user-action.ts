import { entityNotFound, validationError } from '../../core/abp-error.ts'
import {
  toValidationErrors,
  validateInput,
  type FieldSpecs,
  type InputOf,
} from '../../core/crud/validation.ts'
import { clockNow, newConcurrencyStamp } from '../../core/db/audit.ts'
import { findUserById } from '../../core/db/database.ts'
import type { UserRecord } from '../../core/db/types.ts'
import { parseJsonBody, type MockResponse } from '../../core/http/mock-http.ts'
import type { AuthenticatedContext } from '../../core/request-context.ts'

/** An action on the signed-in user's own row (`UserManager.GetByIdAsync(CurrentUser.GetId())`). */
export function withCurrentUser(
  handle: (user: UserRecord, ctx: AuthenticatedContext) => MockResponse,
) {
  return (ctx: AuthenticatedContext): MockResponse => {
    const user = findUserById(ctx.caller.userId)
    return user ? handle(user, ctx) : entityNotFound(ctx.culture, 'IdentityUser', ctx.caller.userId)
  }
}

/** What `UserManager.UpdateAsync` changes on every save: the audit members and a new stamp. */
export function touchUser(user: UserRecord, modifierId: string): void {
  user.lastModificationTime = clockNow()
  user.lastModifierId = modifierId
  user.concurrencyStamp = newConcurrencyStamp()
}

/** The JSON body validated against `fields` (every field error in one 400). */
export function readBody<F extends FieldSpecs>(
  ctx: AuthenticatedContext,
  fields: F,
): { input: InputOf<F> } | { response: MockResponse } {
  const result = validateInput(parseJsonBody(ctx.request.body), fields, 'update')
  if (result.ok) return { input: result.input }
  return { response: validationError(ctx.culture, toValidationErrors(ctx.culture, result.issues)) }
}
