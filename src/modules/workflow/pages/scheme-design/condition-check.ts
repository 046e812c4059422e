import { namesOf, parseExpression } from '../../form-schema/expression-parser'
import { ExpressionError } from '../../form-schema/expression-tokens'

/**
 * A branch condition checked as it is typed (workflow-api.md §2: the expression language of §1
 * over the form's fields plus `starter.organizationIds` and `htd.code`), with the one parser the
 * runtime and the embedded backend use; nothing is compiled from text.
 */
export type ConditionProblem =
  | { code: 'empty' }
  | { code: 'syntax'; at: number; reason: string }
  | { code: 'unknownName'; name: string }

const contextNames = new Set(['starter.organizationIds', 'htd.code'])

export function checkCondition(
  source: string,
  fieldKeys: ReadonlySet<string>,
): ConditionProblem | null {
  if (!source.trim()) return { code: 'empty' }
  let tree
  try {
    tree = parseExpression(source)
  } catch (error) {
    if (error instanceof ExpressionError)
      return { code: 'syntax', at: error.at, reason: error.code }
    throw error
  }
  for (const path of namesOf(tree)) {
    const name = path.join('.')
    if (!fieldKeys.has(path[0]) && !contextNames.has(name)) return { code: 'unknownName', name }
  }
  return null
}
