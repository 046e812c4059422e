/** A row of a lazily loaded tree table: `children` only on rows that have some. */
export type LazyTreeRow<T> = T & { children?: LazyTreeRow<T>[] }

export interface LazyTreeShape<T> {
  getId: (row: T) => string
  /** The server says the row has children (e.g. `hasChildren`), loaded or not. */
  hasChildren: (row: T) => boolean
}

/**
 * The rows antd's tree table shows: a row with children gets the level loaded for it, or `[]`
 * until then (antd draws the expand button for any `children` array); a leaf gets none. A row
 * that comes back as its own ancestor (data changed between two loads) is not descended into.
 */
export function toLazyTreeRows<T extends object>(
  rows: readonly T[],
  levels: ReadonlyMap<string, readonly T[]>,
  shape: LazyTreeShape<T>,
  ancestors: ReadonlySet<string> = new Set(),
): LazyTreeRow<T>[] {
  return rows.map((row) => {
    const id = shape.getId(row)
    if (!shape.hasChildren(row)) return row
    const level = ancestors.has(id) ? undefined : levels.get(id)
    const children = level ? toLazyTreeRows(level, levels, shape, new Set([...ancestors, id])) : []
    return { ...row, children }
  })
}
