import { useCallback } from 'react'
import type { CompiledForm } from '../form-schema/compiled-form'
import { tableRows } from '../form-schema/field-values'
import { createRow } from '../form-schema/form-defaults'
import { recomputeFormData } from '../form-schema/form-evaluation'
import type { FormData } from '../form-schema/form-schema-types'
import { useLatest } from './use-latest'

/**
 * The runtime's edits, as stable callbacks that act on the latest data: the rows stay memoized
 * between key presses. Each edit hands back the whole data with the computed fields worked out;
 * the ref moves on at once, so a second event before the next render builds on the first.
 */
export function useFormDataUpdates(
  form: CompiledForm,
  value: FormData,
  onChange: ((next: FormData) => void) | undefined,
) {
  const valueRef = useLatest(value)
  const onChangeRef = useLatest(onChange)
  const commit = useCallback(
    (update: (data: FormData) => FormData) => {
      const next = recomputeFormData(form, update(valueRef.current))
      valueRef.current = next
      onChangeRef.current?.(next)
    },
    [form, valueRef, onChangeRef],
  )
  const setField = useCallback(
    (key: string, next: unknown) => commit((data) => ({ ...data, [key]: next })),
    [commit],
  )
  const setCell = useCallback(
    (table: string, index: number, column: string, next: unknown) =>
      commit((data) => {
        const rows = tableRows(data[table]).slice()
        rows[index] = { ...rows[index], [column]: next }
        return { ...data, [table]: rows }
      }),
    [commit],
  )
  const addRow = useCallback(
    (table: string) =>
      commit((data) => {
        const field = form.fields.get(table)
        if (field?.type !== 'table') return data
        return { ...data, [table]: [...tableRows(data[table]), createRow(field)] }
      }),
    [commit, form],
  )
  const removeRow = useCallback(
    (table: string, index: number) =>
      commit((data) => ({
        ...data,
        [table]: tableRows(data[table]).filter((_, i) => i !== index),
      })),
    [commit],
  )
  return { setField, setCell, addRow, removeRow }
}
