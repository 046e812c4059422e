import { findTenant, findUserByLogin } from '../core/db/database.ts'
import type { UserRecord } from '../core/db/types.ts'
import { passwordSignsIn } from '../core/db/user-passwords.ts'
import { errorText } from '../core/localization/error-texts.ts'

export interface SignInInput {
  /** Tenant name (or id); blank means the host, as on the app's own form (spec §5). */
  tenant: string
  username: string
  password: string
}

export type SignInResult = { ok: true; user: UserRecord } | { ok: false; message: string }

// ABP's literal texts (TokenController.Password.cs, abp-api.md §3.3), so both sign-in paths say
// the same thing.
const invalidCredentials = 'Invalid username or password!'
const notAllowed =
  'You are not allowed to login! Your account is inactive or needs to confirm your email/phone number.'

/** Checks a sign-in form against the seeded accounts (same users and passwords as the API). */
export function authenticateUser(input: SignInInput): SignInResult {
  const tenantKey = input.tenant.trim()
  let tenantId: string | null = null
  if (tenantKey) {
    const tenant = findTenant(tenantKey)
    if (!tenant) return { ok: false, message: errorText('en', 'TenantNotFound') }
    if (!tenant.isActive) return { ok: false, message: errorText('en', 'TenantNotActive') }
    tenantId = tenant.id
  }
  if (!input.username.trim() || !input.password) return { ok: false, message: invalidCredentials }
  const user = findUserByLogin(tenantId, input.username)
  if (!user || !passwordSignsIn(user, input.password)) {
    return { ok: false, message: invalidCredentials }
  }
  if (!user.isActive) return { ok: false, message: notAllowed }
  return { ok: true, user }
}
