import { describe, expect, it } from 'vitest'
import { fieldValueText } from './field-value-text'

const words = { yes: 'Yes', no: 'No', empty: '(empty)' }
const labels: Record<string, string> = { T1: 'Tunnel', B1: 'Bridge' }
const labelOf = (value: unknown) => labels[String(value)]

describe('fieldValueText', () => {
  it.each([
    ['a text', 'Site A', 'Site A'],
    ['a number', 0, '0'],
    ['on', true, 'Yes'],
    ['off', false, 'No'],
    ['nothing', null, '(empty)'],
    ['an empty text', '', '(empty)'],
    ['an empty list', [], '(empty)'],
    ['a chosen option: its label', 'T1', 'Tunnel'],
    ['an option the control does not know: the raw value', 'X9', 'X9'],
    ['a list of options', ['B1', 'T1', 'X9'], 'Bridge, Tunnel, X9'],
    ['an object', { a: 1 }, '{"a":1}'],
  ])('%s', (_case, value, expected) => {
    expect(fieldValueText(value, words, labelOf)).toBe(expected)
  })

  it('shows the raw value without a control that knows labels', () => {
    expect(fieldValueText('T1', words)).toBe('T1')
  })
})
