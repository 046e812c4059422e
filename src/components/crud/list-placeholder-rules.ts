/**
 * Whether a list's rows may stay on screen, marked loading, while its next query loads: the next
 * page, order or search of the same list, yes; the list of another master row, section or project
 * (a fixed filter changed), no: its rows would show under the new one's name. `previousInput` is
 * the previous query's input (the last part of its key). Pure.
 */
export function keepsPreviousRows(
  previousInput: unknown,
  fixedFilters: object | undefined,
): boolean {
  if (!fixedFilters) return true
  if (typeof previousInput !== 'object' || previousInput === null) return false
  const previous = previousInput as Record<string, unknown>
  return Object.entries(fixedFilters).every(([key, value]) => previous[key] === value)
}
