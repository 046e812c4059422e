import { describe, expect, it } from 'vitest'
import { toLazyTreeRows } from './lazy-tree-rows'

interface Row {
  id: string
  more: boolean
}

const shape = { getId: (row: Row) => row.id, hasChildren: (row: Row) => row.more }
const row = (id: string, more = false): Row => ({ id, more })

describe('toLazyTreeRows', () => {
  it('gives a row with children an empty level until it loads, a leaf none', () => {
    const rows = toLazyTreeRows([row('a', true), row('b')], new Map(), shape)
    expect(rows).toEqual([
      { id: 'a', more: true, children: [] },
      { id: 'b', more: false },
    ])
    expect('children' in rows[1]).toBe(false)
  })

  it('nests the loaded levels, however deep', () => {
    const levels = new Map([
      ['a', [row('a1', true), row('a2')]],
      ['a1', [row('a11')]],
      ['x', [row('x1')]], // loaded once, no longer under a shown row
    ])
    expect(toLazyTreeRows([row('a', true)], levels, shape)).toEqual([
      {
        id: 'a',
        more: true,
        children: [
          { id: 'a1', more: true, children: [{ id: 'a11', more: false }] },
          { id: 'a2', more: false },
        ],
      },
    ])
  })

  it('does not descend into a row that is its own ancestor', () => {
    const levels = new Map([
      ['a', [row('b', true)]],
      ['b', [row('a', true)]],
    ])
    const [a] = toLazyTreeRows([row('a', true)], levels, shape)
    expect(a.children?.[0].children?.[0]).toEqual({ id: 'a', more: true, children: [] })
  })
})
