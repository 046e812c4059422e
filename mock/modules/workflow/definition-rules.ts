import type { CrudContext } from '../../core/crud/crud-resource.ts'
import type { ValidationIssue } from '../../core/crud/validation.ts'
import { sameId } from '../../core/db/audit.ts'
import { liveRows } from '../../core/db/database.ts'
import type { FormSchema as RuntimeSchema } from '../../../src/modules/workflow/form-schema/form-schema-types.ts' // prettier-ignore
import { validateSchemeModel } from '../../../src/modules/workflow/scheme-model/model-validation.ts' // prettier-ignore
import { canonicalJson } from '../../../src/modules/workflow/timeline-chain/canonical-json.ts'
import type { WorkflowSchemeRecord } from './workflow-types.ts'

/** Small rules the form and scheme writes share (workflow-api.md §1, §2 field tables). */

/** `category`: a value of the dictionary `WorkflowCategory` (V5 on `category` otherwise). */
export function categoryIssue(
  context: CrudContext,
  category: string | null,
): ValidationIssue | null {
  if (category === null) return null
  const dictionary = liveRows(context.db.dictionaries, null).find(
    (d) => d.name === 'WorkflowCategory',
  )
  const values = liveRows(context.db.dictionaryDetails, null).filter((d) => d.pid === dictionary?.id).map((d) => d.value) // prettier-ignore
  return values.includes(category) ? null : { member: 'category', rule: 'V5', args: [] }
}

/** Equal as JSON whatever the members' order (a draft against its published version). */
export const sameJson = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b)

/** The form a scheme is checked against: its published version when it has one, else the draft. */
export function schemeFormOf(context: CrudContext, formId: string) {
  const form = liveRows(context.db.workflowForms, context.tenantId).find((f) => sameId(f.id, formId)) // prettier-ignore
  if (!form) return null
  const published = context.db.workflowFormVersions.find((v) => sameId(v.formId, form.id) && v.version === form.publishedVersion) // prettier-ignore
  return { form, schema: (published?.schema ?? form.schema) as unknown as RuntimeSchema, version: published?.version ?? null } // prettier-ignore
}

export const modelIssuesOf = (context: CrudContext, row: Pick<WorkflowSchemeRecord, 'model' | 'formId'>) => validateSchemeModel(row.model, schemeFormOf(context, row.formId)?.schema ?? null) // prettier-ignore

/** disable, and enable (back to Published, or Draft when never published): a status, nothing refused. */
export const setStatus =
  (next: (row: { publishedVersion: number | null }) => number) =>
  (row: { status: number; publishedVersion: number | null }) => {
    row.status = next(row)
    return null
  }
