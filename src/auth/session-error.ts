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
