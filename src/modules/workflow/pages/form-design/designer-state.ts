import type {
  ColumnField,
  FieldType,
  FormField,
  FormSchema,
} from '../../form-schema/form-schema-types'
import { emptyFormSchema } from '../../api/form-dtos'
import { freeKey, newField } from './new-field'
import {
  inRange,
  indexOfId,
  keptSelection,
  moved,
  patched,
  replaceField,
  tableAt,
  withFields,
  type FieldTarget,
  type Snapshot,
} from './schema-edits'

/**
 * The form designer's state as a pure reducer: the draft schema, the selected field, and the
 * undo/redo history. Top-level fields carry ids of their own beside the schema (`ids[i]` is
 * `schema.fields[i]`'s) so a field keeps its place in the drag-and-drop list and its selection
 * while its key is being typed.
 */

export type { FieldTarget } from './schema-edits'
export { targetField } from './schema-edits'

export interface DesignerState extends Snapshot {
  selected: FieldTarget | null
  past: readonly Snapshot[]
  future: readonly Snapshot[]
  nextId: number
  /** The last edit's field and members: typing into one box is one undo step, not one a key. */
  lastEdit: string | null
}

export type DesignerAction =
  | { type: 'load'; schema: FormSchema }
  | { type: 'add'; fieldType: FieldType; at?: number }
  | { type: 'addColumn'; table: string; fieldType: ColumnField['type'] }
  | { type: 'move'; from: number; to: number }
  | { type: 'moveColumn'; table: string; from: number; to: number }
  | { type: 'remove'; target: FieldTarget }
  | { type: 'update'; target: FieldTarget; patch: Partial<Record<string, unknown>> }
  | { type: 'replace'; schema: FormSchema }
  | { type: 'select'; target: FieldTarget | null }
  | { type: 'undo' }
  | { type: 'redo' }

/** Undo keeps this many steps. */
export const historyLimit = 100

export function initialDesignerState(schema: FormSchema = emptyFormSchema): DesignerState {
  return {
    schema,
    ids: schema.fields.map((_, i) => `f${i + 1}`),
    selected: null,
    past: [],
    future: [],
    nextId: schema.fields.length + 1,
    lastEdit: null,
  }
}

/** Records `next` as a new step: the present goes on the undo stack, the redo stack empties. */
function commit(
  state: DesignerState,
  next: Snapshot & Partial<Pick<DesignerState, 'selected' | 'nextId'>>,
  lastEdit: string | null = null,
): DesignerState {
  const coalesce = lastEdit !== null && lastEdit === state.lastEdit
  const past = coalesce
    ? state.past
    : [...state.past, { schema: state.schema, ids: state.ids }].slice(-historyLimit)
  return {
    ...state,
    ...next,
    selected: next.selected === undefined ? state.selected : next.selected,
    past,
    future: [],
    lastEdit,
  }
}

export function designerReducer(state: DesignerState, action: DesignerAction): DesignerState {
  switch (action.type) {
    case 'load':
      return initialDesignerState(action.schema)
    case 'select':
      return { ...state, selected: action.target, lastEdit: null }
    case 'add': {
      const taken = new Set(state.schema.fields.map((f) => f.key))
      const field = newField(action.fieldType, freeKey(action.fieldType, taken))
      const id = `f${state.nextId}`
      const at = Math.min(Math.max(action.at ?? state.ids.length, 0), state.ids.length)
      const fields = [...state.schema.fields]
      const ids = [...state.ids]
      fields.splice(at, 0, field)
      ids.splice(at, 0, id)
      return commit(state, {
        schema: withFields(state.schema, fields),
        ids,
        nextId: state.nextId + 1,
        selected: { id },
      })
    }
    case 'addColumn': {
      const table = tableAt(state, action.table)
      if (!table) return state
      const taken = new Set(table.field.columns.map((c) => c.key))
      const column = newField(action.fieldType, freeKey(action.fieldType, taken)) as ColumnField
      const columns = [...table.field.columns, column]
      return commit(state, {
        schema: replaceField(state, table.index, { ...table.field, columns }),
        ids: state.ids,
        selected: { id: action.table, column: columns.length - 1 },
      })
    }
    case 'move': {
      const { from, to } = action
      if (from === to || !inRange(state.ids.length, from, to)) return state
      return commit(state, {
        schema: withFields(state.schema, moved(state.schema.fields, from, to)),
        ids: moved(state.ids, from, to),
      })
    }
    case 'moveColumn': {
      const table = tableAt(state, action.table)
      const { from, to } = action
      if (!table || from === to || !inRange(table.field.columns.length, from, to)) return state
      const columns = moved(table.field.columns, from, to)
      const selected =
        state.selected?.id === action.table && state.selected.column === from
          ? { id: action.table, column: to }
          : state.selected
      return commit(state, {
        schema: replaceField(state, table.index, { ...table.field, columns }),
        ids: state.ids,
        selected,
      })
    }
    case 'remove': {
      const { id, column } = action.target
      const index = indexOfId(state, id)
      if (index < 0) return state
      if (column === undefined) {
        return commit(state, {
          schema: withFields(
            state.schema,
            state.schema.fields.filter((_, i) => i !== index),
          ),
          ids: state.ids.filter((_, i) => i !== index),
          selected: state.selected?.id === id ? null : state.selected,
        })
      }
      const table = tableAt(state, id)
      if (!table || !inRange(table.field.columns.length, column)) return state
      const columns = table.field.columns.filter((_, i) => i !== column)
      return commit(state, {
        schema: replaceField(state, index, { ...table.field, columns }),
        ids: state.ids,
        selected: state.selected?.id === id ? { id } : state.selected,
      })
    }
    case 'update': {
      const { id, column } = action.target
      const index = indexOfId(state, id)
      const field = state.schema.fields[index]
      if (!field) return state
      let next: FormField
      if (column === undefined) next = patched(field, action.patch)
      else if (field.type === 'table' && inRange(field.columns.length, column)) {
        const columns = field.columns.map((c, i) => (i === column ? patched(c, action.patch) : c))
        next = { ...field, columns }
      } else return state
      const edit = `${id}/${column ?? ''}/${Object.keys(action.patch).sort().join(',')}`
      return commit(state, { schema: replaceField(state, index, next), ids: state.ids }, edit)
    }
    case 'replace': {
      const ids = action.schema.fields.map((_, i) => state.ids[i] ?? `f${state.nextId + i}`)
      const next = { schema: action.schema, ids }
      return commit(state, {
        ...next,
        nextId: state.nextId + action.schema.fields.length,
        selected: keptSelection(next, state.selected),
      })
    }
    case 'undo': {
      const previous = state.past.at(-1)
      if (!previous) return state
      return {
        ...state,
        ...previous,
        selected: keptSelection(previous, state.selected),
        past: state.past.slice(0, -1),
        future: [{ schema: state.schema, ids: state.ids }, ...state.future],
        lastEdit: null,
      }
    }
    case 'redo': {
      const [following, ...future] = state.future
      if (!following) return state
      return {
        ...state,
        ...following,
        selected: keptSelection(following, state.selected),
        past: [...state.past, { schema: state.schema, ids: state.ids }],
        future,
        lastEdit: null,
      }
    }
  }
}
