/** Where a server error belongs: a top-level field, or one cell of a table (0-based row). */
export type ErrorTarget =
  { kind: 'field'; key: string } | { kind: 'cell'; key: string; row: number; column: string }

const cellPattern = /^([A-Za-z_]\w*)\[(\d+)\]\.([A-Za-z_]\w*)$/
const fieldPattern = /^([A-Za-z_]\w*)$/

/**
 * An ABP validation member as a place in the form: `items[3].qty` is row 4's qty cell, `period`
 * the period field. A `formData.` prefix (the request's own member) is read past; anything else
 * (`items.qty`, `items[x]`) answers null; a key that names no field is the caller's to drop.
 */
export function parseErrorMember(member: string): ErrorTarget | null {
  const path = member.replace(/^formData\./i, '')
  const cell = cellPattern.exec(path)
  if (cell) return { kind: 'cell', key: cell[1], row: Number(cell[2]), column: cell[3] }
  const field = fieldPattern.exec(path)
  return field ? { kind: 'field', key: field[1] } : null
}

/** ABP's `validationErrors` grouped by member: `{ "items[3].qty": ["…"], "period": ["…"] }`. */
export function groupErrorsByMember(
  errors: readonly { message: string; members: readonly string[] }[],
): Map<string, string[]> {
  const byMember = new Map<string, string[]>()
  for (const { message, members } of errors) {
    for (const member of members) {
      const target = parseErrorMember(member)
      if (!target) continue
      const key =
        target.kind === 'cell' ? `${target.key}[${target.row}].${target.column}` : target.key
      byMember.set(key, [...(byMember.get(key) ?? []), message])
    }
  }
  return byMember
}
