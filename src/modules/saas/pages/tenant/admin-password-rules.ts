/**
 * The identity password policy as a hint while typing (ABP's `Abp.Identity.Password.*` defaults:
 * 6 characters, a digit, a lowercase and an uppercase letter, a non-alphanumeric character). The
 * server applies the real policy; its refusal lands on the field.
 */
export interface PasswordPolicy {
  requiredLength: number
  requireDigit: boolean
  requireLowercase: boolean
  requireUppercase: boolean
  requireNonAlphanumeric: boolean
}

export const abpDefaultPasswordPolicy: PasswordPolicy = {
  requiredLength: 6,
  requireDigit: true,
  requireLowercase: true,
  requireUppercase: true,
  requireNonAlphanumeric: true,
}

export type PasswordRule = 'length' | 'lower' | 'upper' | 'digit' | 'symbol'
export type PasswordStrength = 'empty' | 'weak' | 'good' | 'strong'

export interface PasswordCheck {
  rule: PasswordRule
  met: boolean
}

/** The policy's rules in ASP.NET Identity's order, each met or not. */
export function checkPassword(
  password: string,
  policy: PasswordPolicy = abpDefaultPasswordPolicy,
): PasswordCheck[] {
  const checks: [PasswordRule, boolean, boolean][] = [
    ['length', true, password.length >= policy.requiredLength],
    ['symbol', policy.requireNonAlphanumeric, /[^a-zA-Z0-9]/.test(password)],
    ['digit', policy.requireDigit, /[0-9]/.test(password)],
    ['lower', policy.requireLowercase, /[a-z]/.test(password)],
    ['upper', policy.requireUppercase, /[A-Z]/.test(password)],
  ]
  return checks.filter(([, required]) => required).map(([rule, , met]) => ({ rule, met }))
}

/** A length that makes a policy-conforming password strong rather than merely good. */
export const strongLength = 12

/** Weak until every rule is met; strong from `strongLength` characters on. */
export function passwordStrength(
  password: string,
  policy: PasswordPolicy = abpDefaultPasswordPolicy,
): PasswordStrength {
  if (!password) return 'empty'
  if (!checkPassword(password, policy).every((check) => check.met)) return 'weak'
  return password.length >= strongLength ? 'strong' : 'good'
}
