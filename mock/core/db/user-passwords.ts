import type { UserRecord } from './types.ts'

/** Whether the user has a local password (ABP: `PasswordHash != null`, ProfileDto.hasPassword). */
export function hasLocalPassword(user: Pick<UserRecord, 'password'>): boolean {
  return user.password !== ''
}

/**
 * Whether a password signs the user in: the local one, or the stand-in for the external provider
 * a user signed up through (that sign-in keeps working once a local password is set, as an
 * external login does in ABP). An empty password never signs in.
 */
export function passwordSignsIn(
  user: Pick<UserRecord, 'password' | 'externalLoginPassword'>,
  password: string,
): boolean {
  if (password === '') return false
  return password === user.password || password === user.externalLoginPassword
}
