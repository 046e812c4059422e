/**
 * Branch conditions for the port's minimal engine: comparisons of a field with a literal
 * (`total > 5000000`, `kind == 'major'`) joined by `&&` / `||`. The form runtime's expression
 * language (src/modules/workflow/form-schema) replaces it when the real engine is switched in.
 * Null or a missing field compares false. Pure.
 */
const comparison = /^\s*([a-zA-Z][\w.]*)\s*(==|!=|>=|<=|>|<)\s*('(?:[^']*)'|"(?:[^"]*)"|-?\d+(?:\.\d+)?|true|false|null)\s*$/ // prettier-ignore

function literal(text: string): unknown {
  if (/^['"]/.test(text)) return text.slice(1, -1)
  if (text === 'true' || text === 'false') return text === 'true'
  if (text === 'null') return null
  return Number(text)
}

function compare(left: unknown, op: string, right: unknown): boolean {
  if (op === '==') return left === right
  if (op === '!=') return left !== right
  if (typeof left !== 'number' || typeof right !== 'number') return false
  return op === '>' ? left > right : op === '>=' ? left >= right : op === '<' ? left < right : left <= right // prettier-ignore
}

export function evaluateCondition(expression: string, data: Record<string, unknown>): boolean {
  return expression.split('||').some((alternative) =>
    alternative.split('&&').every((part) => {
      const match = comparison.exec(part)
      if (!match) return false
      const raw = data[match[1]]
      const value = typeof raw === 'string' && match[3] !== 'null' && !/^['"]/.test(match[3]) ? Number(raw) : (raw ?? null) // prettier-ignore
      return compare(value, match[2], literal(match[3]))
    }),
  )
}
