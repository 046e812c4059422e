import { describe, expect, it } from 'vitest'
import { parseExpression, namesOf, type ExpressionNode } from './expression-parser'
import { ExpressionError } from './expression-tokens'

/** The tree as a compact, fully parenthesized string: the precedence made visible. */
function show(node: ExpressionNode): string {
  switch (node.type) {
    case 'number':
      return node.text
    case 'string':
      return `'${node.value}'`
    case 'boolean':
      return String(node.value)
    case 'null':
      return 'null'
    case 'name':
      return node.path.join('.')
    case 'not':
      return `(!${show(node.operand)})`
    case 'negate':
      return `(-${show(node.operand)})`
    case 'binary':
      return `(${show(node.left)} ${node.op} ${show(node.right)})`
    case 'call':
      return `${node.fn}(${node.args.map(show).join(', ')})`
  }
}

describe('parseExpression: grammar and precedence', () => {
  it.each([
    ['qty * price', '(qty * price)'],
    ['1 + 2 * 3', '(1 + (2 * 3))'],
    ['(1 + 2) * 3', '((1 + 2) * 3)'],
    ['10 - 4 - 3', '((10 - 4) - 3)'],
    ['8 / 4 / 2', '((8 / 4) / 2)'],
    ['-a * b', '((-a) * b)'],
    ['-(a + b)', '(-(a + b))'],
    ['a + b > 10 && c', '(((a + b) > 10) && c)'],
    ['a || b && c', '(a || (b && c))'],
    ['a && b || c && d', '((a && b) || (c && d))'],
    ['!a == b', '(!(a == b))'],
    ['!a && b', '((!a) && b)'],
    ['total > 1000000', '(total > 1000000)'],
    ['x <= 1.5', '(x <= 1.5)'],
    ['x >= 0 && x != null', '((x >= 0) && (x != null))'],
    ["kind == 'steel'", "(kind == 'steel')"],
    ['name == "钢筋"', "(name == '钢筋')"],
    ['flag == true', '(flag == true)'],
    ['sum(items.amount)', 'sum(items.amount)'],
    ['round(qty * price, 2)', 'round((qty * price), 2)'],
    ['if(a > 1, b, c)', 'if((a > 1), b, c)'],
    ['min(a, b, c)', 'min(a, b, c)'],
    ['max(a, 0)', 'max(a, 0)'],
    ["includes(starter.organizationIds, 'org-1')", "includes(starter.organizationIds, 'org-1')"],
    ['len(items) > 0', '(len(items) > 0)'],
    ['  a+b  ', '(a + b)'],
    ["htd.code == 'DH01'", "(htd.code == 'DH01')"],
  ])('%s → %s', (source, expected) => {
    expect(show(parseExpression(source))).toBe(expected)
  })
})

describe('parseExpression: errors', () => {
  it.each([
    ['', 'UnexpectedEnd'],
    ['a +', 'UnexpectedEnd'],
    ['(a + b', 'UnexpectedEnd'],
    ['a + b)', 'UnexpectedToken'],
    ['a < b < c', 'UnexpectedToken'], // comparisons do not chain
    ['!!a', 'UnexpectedToken'], // not = ["!"] cmp: one "!"
    ['--a', 'UnexpectedToken'], // unary = ["-"] atom: one "-"
    ['a = b', 'UnexpectedCharacter'],
    ['a & b', 'UnexpectedCharacter'],
    ['a # b', 'UnexpectedCharacter'],
    ["'open", 'UnterminatedString'],
    ['1.', 'UnexpectedToken'], // a fraction needs digits
    ['.5', 'UnexpectedToken'],
    ['a.b.c', 'UnexpectedToken'], // a name has at most two parts
    ['a.', 'UnexpectedEnd'],
    ['eval(a)', 'UnknownFunction'],
    ['constructor(a)', 'UnknownFunction'],
    ['sum(a, b)', 'BadArgumentCount'],
    ['min(a)', 'BadArgumentCount'],
    ['round(a)', 'BadArgumentCount'],
    ['if(a, b)', 'BadArgumentCount'],
    ['len()', 'BadArgumentCount'],
    ['a b', 'UnexpectedToken'],
    [`${'('.repeat(100)}1${')'.repeat(100)}`, 'TooComplex'],
  ])('%j → %s', (source, code) => {
    let caught: unknown
    try {
      parseExpression(source)
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(ExpressionError)
    expect((caught as ExpressionError).code).toBe(code)
  })

  it('says where reading stopped', () => {
    expect(() => parseExpression('a + * b')).toThrow('UnexpectedToken at 4: *')
  })
})

describe('namesOf', () => {
  it('lists every name an expression reads, table columns as two parts', () => {
    expect(namesOf(parseExpression('if(a > 0, sum(items.amount), b) + -c'))).toEqual([
      ['a'],
      ['items', 'amount'],
      ['b'],
      ['c'],
    ])
  })
})
