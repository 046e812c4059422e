import { ExpressionError, tokenize, type Token } from './expression-tokens.ts'

export type BinaryOperator =
  '||' | '&&' | '==' | '!=' | '<' | '<=' | '>' | '>=' | '+' | '-' | '*' | '/'

export const functionNames = ['sum', 'round', 'if', 'min', 'max', 'includes', 'len'] as const
export type FunctionName = (typeof functionNames)[number]

export type ExpressionNode =
  | { type: 'number'; text: string }
  | { type: 'string'; value: string }
  | { type: 'boolean'; value: boolean }
  | { type: 'null' }
  /** `key`, or `table.column` / `starter.organizationIds`: one or two parts. */
  | { type: 'name'; path: [string] | [string, string] }
  | { type: 'not'; operand: ExpressionNode }
  | { type: 'negate'; operand: ExpressionNode }
  | { type: 'binary'; op: BinaryOperator; left: ExpressionNode; right: ExpressionNode }
  | { type: 'call'; fn: FunctionName; args: ExpressionNode[] }

/** How many arguments each function takes: [least, most]. */
const arity: Record<FunctionName, [number, number]> = {
  sum: [1, 1],
  round: [2, 2],
  if: [3, 3],
  min: [2, Infinity],
  max: [2, Infinity],
  includes: [2, 2],
  len: [1, 1],
}

const comparisons = ['==', '!=', '<', '<=', '>', '>=']
// Parentheses nest the recursion; a bound keeps a hostile schema from overflowing the stack.
const maxDepth = 64

/**
 * Parses an expression of §1's grammar into a tree (recursive descent, one function per rule):
 *
 *   or = and {"||" and};  and = not {"&&" not};  not = ["!"] cmp;  cmp = sum [op sum];
 *   sum = term {("+"|"-") term};  term = unary {("*"|"/") unary};  unary = ["-"] atom
 *
 * So `!` binds looser than a comparison (`!a == b` is `!(a == b)`), a comparison does not chain,
 * and `!!a`, `--a` are errors, exactly as the grammar says. Throws an ExpressionError.
 */
export function parseExpression(source: string): ExpressionNode {
  const tokens = tokenize(source)
  let position = 0
  let depth = 0
  const peek = (): Token => tokens[position]
  const next = (): Token => tokens[position++]
  const isOp = (text: string) => peek().kind === 'op' && peek().text === text
  const fail = (token: Token): never => {
    throw token.kind === 'end'
      ? new ExpressionError('UnexpectedEnd', token.at)
      : new ExpressionError('UnexpectedToken', token.at, token.text)
  }
  const expect = (text: string) => {
    if (!isOp(text)) fail(peek())
    next()
  }

  const binaryLoop = (operand: () => ExpressionNode, ops: readonly string[]): ExpressionNode => {
    let left = operand()
    while (peek().kind === 'op' && ops.includes(peek().text)) {
      const op = next().text as BinaryOperator
      left = { type: 'binary', op, left, right: operand() }
    }
    return left
  }

  const or = (): ExpressionNode => {
    depth += 1
    if (depth > maxDepth) throw new ExpressionError('TooComplex', peek().at)
    const node = binaryLoop(and, ['||'])
    depth -= 1
    return node
  }
  const and = (): ExpressionNode => binaryLoop(not, ['&&'])
  const not = (): ExpressionNode => {
    if (!isOp('!')) return cmp()
    next()
    return { type: 'not', operand: cmp() }
  }
  const cmp = (): ExpressionNode => {
    const left = sum()
    if (peek().kind !== 'op' || !comparisons.includes(peek().text)) return left
    const op = next().text as BinaryOperator
    return { type: 'binary', op, left, right: sum() }
  }
  const sum = (): ExpressionNode => binaryLoop(term, ['+', '-'])
  const term = (): ExpressionNode => binaryLoop(unary, ['*', '/'])
  const unary = (): ExpressionNode => {
    if (!isOp('-')) return atom()
    next()
    return { type: 'negate', operand: atom() }
  }
  const atom = (): ExpressionNode => {
    const token = next()
    if (token.kind === 'number') return { type: 'number', text: token.text }
    if (token.kind === 'string') return { type: 'string', value: token.text }
    if (token.kind === 'op' && token.text === '(') {
      const inner = or()
      expect(')')
      return inner
    }
    if (token.kind !== 'name') return fail(token)
    if (token.text === 'true' || token.text === 'false') {
      return { type: 'boolean', value: token.text === 'true' }
    }
    if (token.text === 'null') return { type: 'null' }
    if (isOp('(')) return call(token)
    if (!isOp('.')) return { type: 'name', path: [token.text] }
    next()
    const member = next()
    if (member.kind !== 'name') return fail(member)
    return { type: 'name', path: [token.text, member.text] }
  }
  const call = (name: Token): ExpressionNode => {
    const fn = functionNames.find((candidate) => candidate === name.text)
    if (!fn) throw new ExpressionError('UnknownFunction', name.at, name.text)
    expect('(')
    const args: ExpressionNode[] = []
    if (!isOp(')')) {
      args.push(or())
      while (isOp(',')) {
        next()
        args.push(or())
      }
    }
    expect(')')
    const [least, most] = arity[fn]
    if (args.length < least || args.length > most) {
      throw new ExpressionError('BadArgumentCount', name.at, fn)
    }
    return { type: 'call', fn, args }
  }

  const tree = or()
  if (peek().kind !== 'end') fail(peek())
  return tree
}

/** The names an expression reads (`items.amount` as both parts), for dependency order and checks. */
export function namesOf(node: ExpressionNode): Array<[string] | [string, string]> {
  switch (node.type) {
    case 'name':
      return [node.path]
    case 'not':
    case 'negate':
      return namesOf(node.operand)
    case 'binary':
      return [...namesOf(node.left), ...namesOf(node.right)]
    case 'call':
      return node.args.flatMap(namesOf)
    default:
      return []
  }
}
