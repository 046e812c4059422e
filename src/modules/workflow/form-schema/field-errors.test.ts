import { describe, expect, it } from 'vitest'
import { groupErrorsByMember, parseErrorMember } from './field-errors'

describe('parseErrorMember', () => {
  it.each([
    ['items[3].qty', { kind: 'cell', key: 'items', row: 3, column: 'qty' }],
    ['formData.items[0].price', { kind: 'cell', key: 'items', row: 0, column: 'price' }],
    ['period', { kind: 'field', key: 'period' }],
    ['formData.period', { kind: 'field', key: 'period' }],
    ['items.qty', null],
    ['items[x].qty', null],
    ['', null],
  ])('%s → %j', (member, expected) => {
    expect(parseErrorMember(member)).toEqual(expected)
  })
})

describe('groupErrorsByMember', () => {
  it('collects the messages of each member, one error naming several members too', () => {
    const grouped = groupErrorsByMember([
      { message: 'The Qty field is invalid.', members: ['items[3].qty'] },
      { message: 'Required.', members: ['period', 'formData.items[3].qty'] },
      { message: 'Not ours.', members: ['a.b.c'] },
    ])
    expect(Object.fromEntries(grouped)).toEqual({
      'items[3].qty': ['The Qty field is invalid.', 'Required.'],
      period: ['Required.'],
    })
  })
})
