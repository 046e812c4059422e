/** The words a value may need: yes, no, and the empty value. */
export interface ValueWords {
  yes: string
  no: string
  empty: string
}

/** A control's label of one of its values (a select's option), when it knows it. */
export type ValueLabelOf = (value: unknown) => string | undefined

/**
 * A form value as a user reads it (the stale-record notice shows the server's beside theirs):
 * the control's label of it when it has one (a select's option), yes/no for a switch, each
 * element of a list, and a word for nothing at all; else the raw value.
 */
export function fieldValueText(
  value: unknown,
  words: ValueWords,
  labelOf: ValueLabelOf = () => undefined,
): string {
  if (value === undefined || value === null || value === '') return words.empty
  if (Array.isArray(value)) {
    return value.length
      ? value.map((item) => fieldValueText(item, words, labelOf)).join(', ')
      : words.empty
  }
  const label = labelOf(value)
  if (label !== undefined) return label
  if (typeof value === 'boolean') return value ? words.yes : words.no
  if (typeof value === 'string') return value
  // Numbers as written; anything else (an object a custom control holds) as its JSON.
  return JSON.stringify(value) ?? ''
}
