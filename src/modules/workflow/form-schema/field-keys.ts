/**
 * §1 "Keys": what a field key may be. One rule for validate-schema (schema-validation.ts) and the
 * form designer's key box, which refuses a key as it is typed.
 */

/** Refused as field keys at any level: they would reach an object's prototype or a context name. */
export const reservedFieldKeys = ['constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', 'propertyIsEnumerable', 'toLocaleString', '__proto__', 'starter', 'htd', 'project', 'row', 'true', 'false', 'null'] as const // prettier-ignore
export const fieldKeyPattern = /^[a-z][a-zA-Z0-9_]*$/

const reserved: ReadonlySet<string> = new Set(reservedFieldKeys)

export type KeyProblem = 'BadKey' | 'ReservedKey' | 'DuplicateKey'

/** Why `key` cannot be a key beside its level's `taken` keys (those before it), or null. */
export function keyProblem(key: unknown, taken: ReadonlySet<string>): KeyProblem | null {
  if (typeof key !== 'string' || key === '') return 'BadKey'
  if (reserved.has(key)) return 'ReservedKey'
  if (!fieldKeyPattern.test(key)) return 'BadKey'
  if (taken.has(key)) return 'DuplicateKey'
  return null
}
