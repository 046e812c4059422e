import { abpErrorResponse } from '../../core/abp-error.ts'
import type { MockResponse } from '../../core/http/mock-http.ts'
import { businessText, type BusinessErrorCode } from '../../core/localization/business-texts.ts'
import type { CultureName } from '../../core/localization/culture.ts'

export interface IdentityError {
  code: BusinessErrorCode
  args: string[]
}

/**
 * `AbpIdentityResultException`: 403, the first error's code, every message joined with ", "
 * (abp-api.md §2.4), the first error's arguments as `data`.
 */
export function identityResultError(culture: CultureName, errors: IdentityError[]): MockResponse {
  const [first] = errors
  return abpErrorResponse(403, {
    code: first.code,
    message: errors.map((e) => businessText(culture, e.code, ...e.args)).join(', '),
    data: Object.fromEntries(first.args.map((value, index) => [String(index), value])),
  })
}

/** ABP's default password policy (the `Abp.Identity.Password.*` settings the app is sent). */
export const passwordPolicy = { requiredLength: 6 }

/** The failures of IdentityOptions' PasswordValidator, in its order. */
export function passwordErrors(password: string): IdentityError[] {
  const errors: IdentityError[] = []
  const add = (code: BusinessErrorCode, ...args: string[]) => errors.push({ code, args })
  if (password.length < passwordPolicy.requiredLength) {
    add('Volo.Abp.Identity:PasswordTooShort', String(passwordPolicy.requiredLength))
  }
  if (!/[^a-zA-Z0-9]/.test(password)) add('Volo.Abp.Identity:PasswordRequiresNonAlphanumeric')
  if (!/[0-9]/.test(password)) add('Volo.Abp.Identity:PasswordRequiresDigit')
  if (!/[a-z]/.test(password)) add('Volo.Abp.Identity:PasswordRequiresLower')
  if (!/[A-Z]/.test(password)) add('Volo.Abp.Identity:PasswordRequiresUpper')
  return errors
}

/** ASP.NET Identity's default `AllowedUserNameCharacters`. */
const userNamePattern = /^[a-zA-Z0-9\-._@+]+$/

export function userNameErrors(userName: string): IdentityError[] {
  return userNamePattern.test(userName)
    ? []
    : [{ code: 'Volo.Abp.Identity:InvalidUserName', args: [userName] }]
}

/** A stale `concurrencyStamp` on an identity user or role: 403, not 409 (abp-api.md §10). */
export function identityConcurrencyFailure(culture: CultureName): MockResponse {
  return identityResultError(culture, [{ code: 'Volo.Abp.Identity:ConcurrencyFailure', args: [] }])
}
