import type { EntityPropertyChangeRecord } from '../db/audit-log-types.ts'
import { isSecretName, redacted } from './audit-redaction-rules.ts'

/** The CLR type ABP writes into `propertyTypeFullName` for a JSON value. */
export function clrTypeOf(value: unknown): string {
  if (typeof value === 'boolean') return 'System.Boolean'
  if (typeof value === 'number') {
    return Number.isInteger(value) && Math.abs(value) < 2 ** 31 ? 'System.Int32' : 'System.Decimal'
  }
  return 'System.String'
}

/** `EntityPropertyChange.originalValue` / `newValue`: JSON-encoded, null for none. */
function encode(name: string, value: unknown): string | null {
  if (value === null || value === undefined) return null
  return JSON.stringify(isSecretName(name) && typeof value === 'string' ? redacted : value)
}

/** One property change with ABP's PascalCase property name and JSON-encoded values. */
export function propertyChange(
  id: string,
  name: string,
  original: unknown,
  current: unknown,
): EntityPropertyChangeRecord {
  return {
    id,
    propertyName: name[0].toUpperCase() + name.slice(1),
    propertyTypeFullName: clrTypeOf(current ?? original),
    originalValue: encode(name, original),
    newValue: encode(name, current),
  }
}
