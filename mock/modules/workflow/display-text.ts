/**
 * A form value as text: a frozen picker value (`{id, name}`) by its name, scalars as written,
 * anything else empty. Pure.
 */
export function valueText(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (value && typeof value === 'object' && 'name' in value) return valueText(value.name)
  return ''
}
