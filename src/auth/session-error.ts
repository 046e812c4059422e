/** Why a session could not be loaded; the guard decides where the user goes from it. */
export type SessionErrorKind = 'no-permission' | 'expired'

export class SessionError extends Error {
  override readonly name = 'SessionError'
  constructor(
    readonly kind: SessionErrorKind,
    message: string,
  ) {
    super(message)
  }
}

export function isSessionError(error: unknown): error is SessionError {
  return error instanceof SessionError
}

/**
 * The server (or the sign-in provider) did not answer: network error, timeout or 5xx. Not a
 * sign-out: the tokens are kept and the page offers to try again (and retries by itself).
 */
export class ServerUnreachableError extends Error {
  override readonly name = 'ServerUnreachableError'
  constructor(options?: ErrorOptions) {
    super('The server cannot be reached', options)
  }
}

export function isServerUnreachable(error: unknown): error is ServerUnreachableError {
  return error instanceof ServerUnreachableError
}
