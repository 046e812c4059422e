/** The first `max` values are shown as tags; the rest collapse into one "+n" tag. */
export function splitTags(
  values: readonly string[],
  max: number,
): { shown: string[]; hidden: string[] } {
  const limit = Math.max(0, Math.floor(max))
  // Collapsing a single value into "+1" saves no room: show it.
  if (values.length <= limit + 1) return { shown: [...values], hidden: [] }
  return { shown: values.slice(0, limit), hidden: values.slice(limit) }
}
