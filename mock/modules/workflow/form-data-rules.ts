import type { ValidationIssue } from '../../core/crud/validation.ts'
import { validateFormData } from '../../../src/modules/workflow/form-schema/form-data-validation.ts'
import type { FormSchema as RuntimeSchema } from '../../../src/modules/workflow/form-schema/form-schema-types.ts' // prettier-ignore
import type { FormSchema } from './workflow-model.ts'

/**
 * Form data checked against the pinned form version (workflow-api.md §1) by the form schema's
 * own validator (src/modules/workflow/form-schema), the one the form runtime marks fields with:
 * hidden fields dropped, computed ones worked out again in exact decimals (what the client sent
 * is ignored), members as field paths (`items[3].qty`), V5 for a section other than the
 * instance's. A draft (`required: false`) is saved incomplete: only V1 and V3 (too few rows) are
 * left out. Pure.
 */
export function checkFormData(
  schema: FormSchema,
  input: Record<string, unknown>,
  options: { htdId: string | null; required: boolean },
): { data: Record<string, unknown>; issues: ValidationIssue[] } {
  const { data, issues } = validateFormData(schema as unknown as RuntimeSchema, input, { htdId: options.htdId }) // prettier-ignore
  const kept = options.required ? issues : issues.filter((i) => i.rule !== 'V1' && i.rule !== 'V3')
  return { data, issues: kept }
}
