import { describe, expect, it } from 'vitest'
import type { FormSchema } from '../../form-schema/form-schema-types'
import {
  designerReducer,
  historyLimit,
  initialDesignerState,
  type DesignerAction,
  type DesignerState,
} from './designer-state'

const schema: FormSchema = {
  schemaVersion: 1,
  fields: [
    { key: 'period', type: 'date', label: { 'zh-Hans': '计量期' } },
    {
      key: 'items',
      type: 'table',
      label: { 'zh-Hans': '清单' },
      columns: [
        { key: 'qty', type: 'decimal', label: { 'zh-Hans': '数量' }, scale: 3 },
        { key: 'price', type: 'money', label: { 'zh-Hans': '单价' } },
      ],
    },
    { key: 'total', type: 'money', label: { 'zh-Hans': '合计' }, computed: 'sum(items.amount)' },
  ],
}

const run = (...actions: DesignerAction[]) =>
  actions.reduce(designerReducer, initialDesignerState(schema))
const keys = (state: DesignerState) => state.schema.fields.map((f) => f.key)
const columnKeys = (state: DesignerState) => {
  const table = state.schema.fields.find((f) => f.type === 'table')
  return table?.type === 'table' ? table.columns.map((c) => c.key) : []
}

describe('designerReducer', () => {
  it.each<[string, DesignerAction[], string[]]>([
    [
      'adds a field at the end',
      [{ type: 'add', fieldType: 'input' }],
      ['period', 'items', 'total', 'input1'],
    ],
    [
      'adds a field at a place',
      [{ type: 'add', fieldType: 'money', at: 1 }],
      ['period', 'money1', 'items', 'total'],
    ],
    [
      'gives a new field a key not taken',
      [
        { type: 'add', fieldType: 'input' },
        { type: 'add', fieldType: 'input' },
      ],
      ['period', 'items', 'total', 'input1', 'input2'],
    ],
    ['moves a field down', [{ type: 'move', from: 0, to: 2 }], ['items', 'total', 'period']],
    ['moves a field up', [{ type: 'move', from: 2, to: 0 }], ['total', 'period', 'items']],
    [
      'ignores a move out of range',
      [{ type: 'move', from: 0, to: 3 }],
      ['period', 'items', 'total'],
    ],
    ['removes a field', [{ type: 'remove', target: { id: 'f2' } }], ['period', 'total']],
    [
      'undoes a removal',
      [{ type: 'remove', target: { id: 'f2' } }, { type: 'undo' }],
      ['period', 'items', 'total'],
    ],
    [
      'redoes it',
      [{ type: 'remove', target: { id: 'f2' } }, { type: 'undo' }, { type: 'redo' }],
      ['period', 'total'],
    ],
    [
      'forgets the redo after a new step',
      [
        { type: 'remove', target: { id: 'f2' } },
        { type: 'undo' },
        { type: 'move', from: 0, to: 1 },
        { type: 'redo' },
      ],
      ['items', 'period', 'total'],
    ],
    ['does nothing on undo with no history', [{ type: 'undo' }], ['period', 'items', 'total']],
  ])('%s', (_, actions, expected) => {
    expect(keys(run(...actions))).toEqual(expected)
  })

  it.each<[string, DesignerAction[], string[]]>([
    [
      'adds a table column',
      [{ type: 'addColumn', table: 'f2', fieldType: 'money' }],
      ['qty', 'price', 'money1'],
    ],
    ['moves a column', [{ type: 'moveColumn', table: 'f2', from: 1, to: 0 }], ['price', 'qty']],
    ['removes a column', [{ type: 'remove', target: { id: 'f2', column: 0 } }], ['price']],
    [
      'renames a column',
      [{ type: 'update', target: { id: 'f2', column: 1 }, patch: { key: 'unitPrice' } }],
      ['qty', 'unitPrice'],
    ],
    [
      'adds no column to a field that is not a table',
      [{ type: 'addColumn', table: 'f1', fieldType: 'money' }],
      ['qty', 'price'],
    ],
  ])('%s', (_, actions, expected) => {
    expect(columnKeys(run(...actions))).toEqual(expected)
  })

  it('selects what it adds, and keeps a field selected while it moves', () => {
    const added = run({ type: 'add', fieldType: 'input', at: 0 })
    expect(added.selected).toEqual({ id: 'f4' })
    const movedAway = designerReducer(added, { type: 'move', from: 0, to: 3 })
    expect(movedAway.schema.fields[3].key).toBe('input1')
    expect(movedAway.ids[3]).toBe(movedAway.selected?.id)
  })

  it('updates props and removes a member set to undefined', () => {
    const state = run({
      type: 'update',
      target: { id: 'f3' },
      patch: { required: true, computed: undefined },
    })
    expect(state.schema.fields[2]).toEqual({
      key: 'total',
      type: 'money',
      label: { 'zh-Hans': '合计' },
      required: true,
    })
  })

  it('makes one undo step of typing in one box', () => {
    const typed = run(
      { type: 'update', target: { id: 'f1' }, patch: { key: 'p' } },
      { type: 'update', target: { id: 'f1' }, patch: { key: 'pe' } },
      { type: 'update', target: { id: 'f1' }, patch: { key: 'per' } },
    )
    expect(keys(typed)[0]).toBe('per')
    expect(keys(designerReducer(typed, { type: 'undo' }))[0]).toBe('period')
  })

  it('makes two steps of two boxes', () => {
    const typed = run(
      { type: 'update', target: { id: 'f1' }, patch: { key: 'when' } },
      { type: 'update', target: { id: 'f1' }, patch: { required: true } },
    )
    const once = designerReducer(typed, { type: 'undo' })
    expect(once.schema.fields[0]).toMatchObject({ key: 'when' })
    expect(once.schema.fields[0].required).toBeUndefined()
  })

  it('returns to the very schema it undoes to (a saved draft is clean again)', () => {
    const back = run({ type: 'move', from: 0, to: 1 }, { type: 'undo' })
    expect(back.schema).toBe(schema)
  })

  it('drops the selection of a field an undo takes away', () => {
    const state = run({ type: 'add', fieldType: 'date' }, { type: 'undo' })
    expect(state.selected).toBeNull()
  })

  it('keeps at most the history limit', () => {
    const moves = Array.from(
      { length: historyLimit + 10 },
      () => ({ type: 'move', from: 0, to: 1 }) as const,
    )
    expect(run(...moves).past).toHaveLength(historyLimit)
  })

  it('replaces the schema (applied JSON) as one undo step', () => {
    const replaced = run({ type: 'replace', schema: { schemaVersion: 1, fields: [] } })
    expect(keys(replaced)).toEqual([])
    expect(keys(designerReducer(replaced, { type: 'undo' }))).toEqual(['period', 'items', 'total'])
  })

  it('starts over on load, with no history', () => {
    const loaded = run({ type: 'move', from: 0, to: 1 }, { type: 'load', schema })
    expect(loaded.past).toEqual([])
    expect(loaded.schema).toBe(schema)
  })
})
