import { describe, expect, it } from 'vitest'
import { moveRow, positionOf } from './row-order-rules'

const rows = ['a', 'b', 'c', 'd'].map((id) => ({ id }))
const ids = (list: readonly { id: string }[]) => list.map((row) => row.id).join('')

describe('moveRow', () => {
  it.each([
    ['a', 'b', 'bacd'],
    ['a', 'd', 'bcda'],
    ['d', 'a', 'dabc'],
    ['c', 'b', 'acbd'],
    ['b', 'c', 'acbd'],
    ['b', 'b', 'abcd'],
    ['x', 'b', 'abcd'],
    ['a', 'x', 'abcd'],
  ])('moves %s onto %s → %s', (active, over, expected) => {
    expect(ids(moveRow(rows, active, over))).toBe(expected)
  })

  it('leaves the given rows untouched and returns them when nothing moves', () => {
    moveRow(rows, 'a', 'd')
    expect(ids(rows)).toBe('abcd')
    expect(moveRow(rows, 'a', 'a')).toBe(rows)
  })
})

describe('positionOf', () => {
  it.each([
    ['a', 1],
    ['d', 4],
    ['x', undefined],
  ])('%s is at %s', (id, position) => {
    expect(positionOf(rows, id)).toBe(position)
  })
})
