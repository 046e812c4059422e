import type { AuditedAction } from '../../core/auditing/audit-action-rules.ts'
import type { SeedCall, SeedFailure } from './seed-audit-call-types.ts'
import type { Draw } from './seed-audit-random.ts'

/** How the seed's refused calls failed, and the `exceptions` text ABP stored for them. */

const authorizationFailure: SeedFailure = {
  status: 403,
  code: 'Volo.Authorization:010001',
  message: 'Authorization failed! Given policy has not granted.',
}

const internalFailure: SeedFailure = {
  status: 500,
  code: null,
  message: 'An internal error occurred during your request!',
}

const validationFailure: SeedFailure = {
  status: 400,
  code: null,
  message: 'Your request is not valid!',
}

/** One of the refusals that fit the call: its own, a missing entity, validation, 403, 500. */
export function failureOf(draw: Draw, call: SeedCall, action: AuditedAction): SeedFailure {
  const candidates = [authorizationFailure, internalFailure, ...(call.failures ?? [])]
  if (action.entityId) {
    const type = action.entityType ?? 'Entity'
    const message = `There is no entity ${type} with id = ${action.entityId}!`
    candidates.push({ status: 404, code: null, message })
  }
  if (call.body) candidates.push(validationFailure)
  return draw.pick(candidates)
}

/** ABP's `exceptions`: a pretty-printed array of `RemoteServiceErrorInfo`. */
export function exceptionsOf(failure: SeedFailure): string {
  const invalid = failure === validationFailure
  const error = {
    code: failure.code,
    message: failure.message,
    details: invalid
      ? 'The following errors were detected during validation.\n - The Name field is required.\n'
      : null,
    data: {},
    validationErrors: invalid
      ? [{ message: 'The Name field is required.', members: ['name'] }]
      : null,
  }
  return JSON.stringify([error], null, 2)
}
