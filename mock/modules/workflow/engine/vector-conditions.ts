import type { ConditionScope } from './engine-types.ts'

/**
 * A stand-in for §1's expression language, enough for the vectors' branch conditions: `||`,
 * `&&`, `!`, comparisons, numbers, quoted strings, true/false/null and names (`total`,
 * `htd.code`). The backend passes the form schema's own evaluator (`OrgContext.evaluateCondition`);
 * the vectors use only what both agree on. Numbers compare as JS numbers here (the vectors keep
 * to values where that is exact).
 */
export function evaluateVectorCondition(expression: string, scope: ConditionScope): boolean {
  const tokens =
    expression.match(/\s*(\|\||&&|==|!=|<=|>=|[<>!()]|'[^']*'|"[^"]*"|[\d.]+|[A-Za-z_][\w.]*)/g) ??
    []
  let i = 0
  const peek = () => tokens[i]?.trim()
  const next = () => tokens[i++]?.trim()
  const lookup = (name: string): unknown => {
    if (name === 'true') return true
    if (name === 'false') return false
    if (name === 'null') return null
    const [head, tail] = name.split('.')
    if (head === 'htd' || head === 'project') return scope[head][tail as 'code']
    if (head === 'starter') return scope.starter[tail as 'organizationIds']
    const value = scope.formData[head]
    return value === undefined || value === '' ? null : value
  }
  const atom = (): unknown => {
    const token = next() ?? ''
    if (token === '(') {
      const value = or()
      next()
      return value
    }
    if (token === '!') return !truthy(cmp())
    if (/^['"]/.test(token)) return token.slice(1, -1)
    if (/^[\d.]+$/.test(token)) return Number(token)
    return lookup(token)
  }
  const truthy = (v: unknown) => v === true
  const cmp = (): unknown => {
    const left = atom()
    const op = peek()
    if (!op || !['==', '!=', '<', '<=', '>', '>='].includes(op)) return left
    next()
    const right = atom()
    if (op === '==') return left === right
    if (op === '!=') return left !== right
    if (left === null || right === null || typeof left !== typeof right) return false
    const [a, b] = [left as number, right as number]
    return op === '<' ? a < b : op === '<=' ? a <= b : op === '>' ? a > b : a >= b
  }
  const and = (): unknown => {
    let value = truthy(cmp())
    while (peek() === '&&') {
      next()
      value = truthy(cmp()) && value
    }
    return value
  }
  const or = (): unknown => {
    let value = truthy(and())
    while (peek() === '||') {
      next()
      value = truthy(and()) || value
    }
    return value
  }
  return truthy(or())
}
