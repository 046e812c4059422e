import { compileForm } from '../../../src/modules/workflow/form-schema/compiled-form.ts'
import { evaluateExpression } from '../../../src/modules/workflow/form-schema/expression-evaluate.ts'
import { parseExpression } from '../../../src/modules/workflow/form-schema/expression-parser.ts'
import { createFormScope } from '../../../src/modules/workflow/form-schema/form-evaluation.ts'
import type { FormSchema } from '../../../src/modules/workflow/form-schema/form-schema-types.ts'
import type { ConditionScope } from './engine/engine.ts'
import type { FormSchema as StoredSchema } from './workflow-model.ts'

/**
 * The engine's `evaluateCondition` hook (workflow-api.md §3 "Exclusive branch"): §1's expression
 * language from the form schema (src/modules/workflow/form-schema), the one the start page and
 * the form runtime use, over the pinned form's fields (numbers as exact decimals) and the context
 * names `starter.*`, `htd.code`, `project.code`. Only `true` takes a branch. Parsed once per text.
 */
const parsed = new Map<string, ReturnType<typeof parseExpression>>()
const emptyForm: FormSchema = { schemaVersion: 1, layout: { columns: 1 }, fields: [] }

/** The stored schema is the runtime's, typed loosely on the backend side (workflow-model.ts). */
export function conditionEvaluator(schema: StoredSchema | null) {
  const form = compileForm((schema as unknown as FormSchema | null) ?? emptyForm)
  return (expression: string, scope: ConditionScope): boolean => {
    let node = parsed.get(expression)
    if (!node) parsed.set(expression, (node = parseExpression(expression)))
    const { formData, ...context } = scope
    return evaluateExpression(node, createFormScope(form, formData, { context })) === true
  }
}
