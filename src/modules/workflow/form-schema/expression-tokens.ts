// The tokens of the expression language (workflow-api.md §1). Nothing is compiled to code: the
// production CSP has no `unsafe-eval`, so expressions are tokenized, parsed into a tree and walked.

export type Token =
  | { kind: 'number'; text: string; at: number }
  | { kind: 'string'; text: string; at: number }
  | { kind: 'name'; text: string; at: number }
  | { kind: 'op'; text: string; at: number }
  | { kind: 'end'; text: ''; at: number }

export type ExpressionErrorCode =
  | 'UnexpectedCharacter'
  | 'UnterminatedString'
  | 'UnexpectedToken'
  | 'UnexpectedEnd'
  | 'UnknownFunction'
  | 'BadArgumentCount'
  | 'TooComplex'

/** A malformed expression: `at` is the 0-based character offset where reading stopped. */
export class ExpressionError extends Error {
  constructor(
    readonly code: ExpressionErrorCode,
    readonly at: number,
    detail = '',
  ) {
    super(`${code} at ${at}${detail ? `: ${detail}` : ''}`)
    this.name = 'ExpressionError'
  }
}

// Longest first, so `<=` is not read as `<` then `=`.
const operators = [
  '||',
  '&&',
  '==',
  '!=',
  '<=',
  '>=',
  '<',
  '>',
  '+',
  '-',
  '*',
  '/',
  '!',
  '(',
  ')',
  ',',
  '.',
]

const isDigit = (char: string) => char >= '0' && char <= '9'
const isNameStart = (char: string) => /[A-Za-z_]/.test(char)
const isNamePart = (char: string) => /[A-Za-z0-9_]/.test(char)

/** Splits an expression into tokens, ending with an `end` token. */
export function tokenize(source: string): Token[] {
  const tokens: Token[] = []
  let at = 0
  while (at < source.length) {
    const char = source[at]
    if (/\s/.test(char)) {
      at += 1
    } else if (isDigit(char)) {
      const start = at
      while (isDigit(source[at] ?? '')) at += 1
      // A fraction needs digits after the point: `1.` is refused, `items.amount` is a path.
      if (source[at] === '.' && isDigit(source[at + 1] ?? '')) {
        at += 1
        while (isDigit(source[at] ?? '')) at += 1
      }
      tokens.push({ kind: 'number', text: source.slice(start, at), at: start })
    } else if (char === "'" || char === '"') {
      const start = at
      const close = source.indexOf(char, at + 1)
      if (close < 0) throw new ExpressionError('UnterminatedString', start)
      tokens.push({ kind: 'string', text: source.slice(at + 1, close), at: start })
      at = close + 1
    } else if (isNameStart(char)) {
      const start = at
      while (isNamePart(source[at] ?? '')) at += 1
      tokens.push({ kind: 'name', text: source.slice(start, at), at: start })
    } else {
      const op = operators.find((candidate) => source.startsWith(candidate, at))
      if (!op) throw new ExpressionError('UnexpectedCharacter', at, char)
      tokens.push({ kind: 'op', text: op, at })
      at += op.length
    }
  }
  tokens.push({ kind: 'end', text: '', at })
  return tokens
}
