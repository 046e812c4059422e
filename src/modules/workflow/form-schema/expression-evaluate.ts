import { Decimal, isDecimal, roundDecimal } from './decimal.ts'
import type { ExpressionNode } from './expression-parser.ts'

/** A date, compared as a date (ISO `yyyy-MM-dd` orders as text); no arithmetic. */
export interface DateValue {
  readonly date: string
}

/**
 * The values of §1's language: number (an exact decimal), string, boolean, date, null, and lists
 * (a table column inside `sum`, a table for `len`, a checkbox's values, the context lists).
 */
export type ExpressionValue = Decimal | string | boolean | DateValue | ExpressionList | null
export type ExpressionList = readonly ExpressionValue[]

/** Where names are looked up: a missing or empty field answers null. */
export interface ExpressionScope {
  read(path: readonly [string] | readonly [string, string]): ExpressionValue
}

export const isDateValue = (value: ExpressionValue): value is DateValue =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'date' in value
const isList = (value: ExpressionValue): value is ExpressionList => Array.isArray(value)

/** `&&`, `||`, `!` and `if` take only `true` as true: null (and any other value) is false. */
const isTrue = (value: ExpressionValue) => value === true

/** Same-type equality, no coercion: a number and a string are never equal. */
function areEqual(left: ExpressionValue, right: ExpressionValue): boolean {
  if (left === null || right === null) return left === right
  if (isDecimal(left)) return isDecimal(right) && left.eq(right)
  if (isDateValue(left)) return isDateValue(right) && left.date === right.date
  return !isList(left) && left === right
}

/** -1, 0, 1 for two numbers, two strings or two dates; null for any other pair (then false). */
function compare(left: ExpressionValue, right: ExpressionValue): number | null {
  if (isDecimal(left) && isDecimal(right)) return left.cmp(right)
  const a = isDateValue(left) ? left.date : left
  const b = isDateValue(right) ? right.date : right
  const sameKind = isDateValue(left) === isDateValue(right)
  if (typeof a === 'string' && typeof b === 'string' && sameKind) return a < b ? -1 : a > b ? 1 : 0
  return null
}

function arithmetic(op: '+' | '-' | '*' | '/', left: ExpressionValue, right: ExpressionValue) {
  if (!isDecimal(left) || !isDecimal(right)) return null
  switch (op) {
    case '+':
      return left.plus(right)
    case '-':
      return left.minus(right)
    case '*':
      return left.times(right)
    case '/':
      return right.eq(0) ? null : left.div(right)
  }
}

const numbersOf = (values: ExpressionValue[]): Decimal[] | null =>
  values.every(isDecimal) ? values : null

type Call = Extract<ExpressionNode, { type: 'call' }>

function callFunction(node: Call, scope: ExpressionScope): ExpressionValue {
  const value = (index: number) => evaluateExpression(node.args[index], scope)
  switch (node.fn) {
    case 'if':
      return isTrue(value(0)) ? value(1) : value(2)
    case 'sum': {
      const list = value(0)
      if (!isList(list)) return null
      // Nulls (and anything else that is not a number) are skipped; an empty table gives 0.
      return list.filter(isDecimal).reduce((total, item) => total.plus(item), new Decimal(0))
    }
    case 'len': {
      const list = value(0)
      return isList(list) ? new Decimal(list.length) : null
    }
    case 'includes': {
      const list = value(0)
      const item = value(1)
      return isList(list) ? list.some((entry) => areEqual(entry, item)) : false
    }
    case 'round': {
      const [x, places] = [value(0), value(1)]
      if (!isDecimal(x) || !isDecimal(places)) return null
      const n = places.toNumber()
      return Number.isInteger(n) && n >= 0 && n <= 6 ? roundDecimal(x, n) : null
    }
    case 'min':
    case 'max': {
      // Like arithmetic, a null (or a non-number) among the arguments gives null.
      const numbers = numbersOf(node.args.map((_, index) => value(index)))
      if (!numbers) return null
      return numbers.reduce((best, item) =>
        (node.fn === 'min' ? item.lt(best) : item.gt(best)) ? item : best,
      )
    }
  }
}

/**
 * Evaluates a parsed expression (§1): arithmetic with null gives null, `x / 0` is null, an
 * ordering comparison with null (or across types) is false, `==` / `!=` compare same-type values
 * and test for null (`x != null` is true for any value). `&&` and `||` short-circuit.
 */
export function evaluateExpression(node: ExpressionNode, scope: ExpressionScope): ExpressionValue {
  switch (node.type) {
    case 'number':
      return new Decimal(node.text)
    case 'string':
    case 'boolean':
      return node.value
    case 'null':
      return null
    case 'name':
      return scope.read(node.path)
    case 'not':
      return !isTrue(evaluateExpression(node.operand, scope))
    case 'negate': {
      const operand = evaluateExpression(node.operand, scope)
      return isDecimal(operand) ? operand.neg() : null
    }
    case 'call':
      return callFunction(node, scope)
    case 'binary': {
      const { op } = node
      if (op === '&&') {
        return (
          isTrue(evaluateExpression(node.left, scope)) &&
          isTrue(evaluateExpression(node.right, scope))
        )
      }
      if (op === '||') {
        return (
          isTrue(evaluateExpression(node.left, scope)) ||
          isTrue(evaluateExpression(node.right, scope))
        )
      }
      const left = evaluateExpression(node.left, scope)
      const right = evaluateExpression(node.right, scope)
      if (op === '==') return areEqual(left, right)
      if (op === '!=') return !areEqual(left, right)
      if (op === '+' || op === '-' || op === '*' || op === '/') return arithmetic(op, left, right)
      const order = compare(left, right)
      if (order === null) return false
      return op === '<' ? order < 0 : op === '<=' ? order <= 0 : op === '>' ? order > 0 : order >= 0
    }
  }
}
