import { describe, expect, it } from 'vitest'
import { Decimal, isDecimal } from './decimal'
import {
  evaluateExpression,
  type ExpressionScope,
  type ExpressionValue,
} from './expression-evaluate'
import { parseExpression } from './expression-parser'

const n = (text: string) => new Decimal(text)

/** A scope over plain values; a missing name is null. */
const scope = (values: Record<string, ExpressionValue>): ExpressionScope => ({
  read: (path) => (Object.hasOwn(values, path.join('.')) ? values[path.join('.')] : null),
})

const values: Record<string, ExpressionValue> = {
  qty: n('12.345'),
  price: n('1.01'),
  zero: n('0'),
  kind: 'steel',
  count: n('3'),
  yes: true,
  no: false,
  day: { date: '2024-03-15' },
  later: { date: '2024-04-01' },
  'items.amount': [n('0.1'), n('0.2'), null, n('1.005')],
  items: [null, null, null],
  'starter.organizationIds': ['org-1', 'org-2'],
  empty: [],
}

/** Numbers as their exact digits; other values as they are. */
const run = (source: string) => {
  const value = evaluateExpression(parseExpression(source), scope(values))
  return isDecimal(value) ? `#${value.toFixed()}` : value
}

describe('evaluateExpression', () => {
  it.each([
    // exact decimal arithmetic
    ['0.1 + 0.2', '#0.3'],
    ['qty * price', '#12.46845'],
    ['10 / 4', '#2.5'],
    ['1 / 3 * 3', '#0.99999999999999999999'], // 20 places before the field's own rounding
    ['-qty', '#-12.345'],
    ['2 + 3 * 4', '#14'],
    ['(2 + 3) * 4', '#20'],
    // null propagates through arithmetic; x / 0 is null
    ['missing + 1', null],
    ['qty * missing', null],
    ['-missing', null],
    ['qty / 0', null],
    ['qty / zero', null],
    ['kind + 1', null], // arithmetic needs numbers
    // comparisons
    ['qty > 12', true],
    ['qty >= 12.345', true],
    ['qty < 12.345', false],
    ['1.10 == 1.1', true],
    ["kind == 'steel'", true],
    ["kind != 'steel'", false],
    ["'a' < 'b'", true],
    ['day < later', true],
    ['day == later', false],
    // a comparison with null is false, except == null (and its negation)
    ['missing > 0', false],
    ['missing < 0', false],
    ['missing == null', true],
    ['qty == null', false],
    ['missing != null', false],
    ['qty != null', true],
    ['null == null', true],
    // no coercion: a number and a string are never equal, nor ordered
    ["count == '3'", false],
    ["count != '3'", true],
    ["count > '2'", false],
    ['yes == 1', false],
    ["day == '2024-03-15'", false],
    // logic: null is false
    ['yes && no', false],
    ['yes || no', true],
    ['missing && yes', false],
    ['missing || yes', true],
    ['!missing', true],
    ['!yes', false],
    ['!qty > 100', true],
    ['qty', '#12.345'],
    // functions
    ['sum(items.amount)', '#1.305'],
    ['sum(empty)', '#0'],
    ['sum(qty)', null],
    ['len(items)', '#3'],
    ['len(empty)', '#0'],
    ['len(qty)', null],
    ['round(2.345, 2)', '#2.35'],
    ['round(-2.345, 2)', '#-2.35'], // half away from zero
    ['round(2.5, 0)', '#3'],
    ['round(-2.5, 0)', '#-3'],
    ['round(1.005, 2)', '#1.01'],
    ['round(qty, 7)', null], // n is 0–6
    ['round(qty, 1.5)', null],
    ['round(missing, 2)', null],
    ['if(yes, 1, 2)', '#1'],
    ['if(missing, 1, 2)', '#2'],
    ['if(qty > 100, 1 / 0, kind)', 'steel'],
    ['min(3, 1, 2)', '#1'],
    ['max(3, 1, 2)', '#3'],
    ['min(1, missing)', null],
    ["includes(starter.organizationIds, 'org-2')", true],
    ["includes(starter.organizationIds, 'org-3')", false],
    ["includes(kind, 'steel')", false],
  ])('%s → %j', (source, expected) => {
    expect(run(source)).toEqual(expected)
  })

  it('does not evaluate the branch `&&`, `||` and `if` skip', () => {
    const reads: string[] = []
    const spy: ExpressionScope = {
      read: (path) => {
        reads.push(path.join('.'))
        return values[path.join('.')] ?? null
      },
    }
    evaluateExpression(parseExpression('no && qty > 1'), spy)
    evaluateExpression(parseExpression('yes || price > 1'), spy)
    evaluateExpression(parseExpression('if(yes, kind, count)'), spy)
    expect(reads).toEqual(['no', 'yes', 'yes', 'kind'])
  })
})
