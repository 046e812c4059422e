/**
 * Moves the row `activeId` to the place of the row `overId`, shifting the rows between them
 * (what a drop does). An unknown id, or a drop on itself, keeps the array as it was.
 */
export function moveRow<Row extends { id: string }>(
  rows: readonly Row[],
  activeId: string,
  overId: string,
): readonly Row[] {
  const from = rows.findIndex((row) => row.id === activeId)
  const to = rows.findIndex((row) => row.id === overId)
  if (from < 0 || to < 0 || from === to) return rows
  const moved = rows.filter((_, index) => index !== from)
  moved.splice(to, 0, rows[from])
  return moved
}

/** 1-based position of a row, or undefined when it is not in the list. */
export function positionOf(rows: readonly { id: string }[], id: string): number | undefined {
  const index = rows.findIndex((row) => row.id === id)
  return index < 0 ? undefined : index + 1
}
