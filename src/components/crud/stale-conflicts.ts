/** A field the server changed while the user edited: its saved value beside the user's. */
export interface FieldConflict {
  name: string
  server: unknown
  mine: unknown
}

/** Empty in any spelling: a field cleared and a field never filled hold the same. */
function isBlank(value: unknown): boolean {
  return (
    value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length)
  )
}

/** Whether two values of one form field are the same (by content: lists, dates, objects). */
export function sameFieldValue(a: unknown, b: unknown): boolean {
  if (isBlank(a) && isBlank(b)) return true
  return JSON.stringify(a) === JSON.stringify(b)
}

/**
 * What a refused (stale) save has to show: the fields the server changed since the form was
 * opened (`opened` → `server`) whose new value is not what the user saved (`mine`). Only the
 * form's fields count (the keys of `mine`, in its order); a field the server left alone is the
 * user's, and a field both changed to the same value agrees.
 */
export function staleConflicts(opened: object, server: object, mine: object): FieldConflict[] {
  const before = opened as Record<string, unknown>
  const after = server as Record<string, unknown>
  return Object.entries(mine as Record<string, unknown>).flatMap(([name, value]) =>
    !sameFieldValue(before[name], after[name]) && !sameFieldValue(value, after[name])
      ? [{ name, server: after[name], mine: value }]
      : [],
  )
}
