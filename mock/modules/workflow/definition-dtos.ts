import { auditedDto, type CrudContext } from '../../core/crud/crud-resource.ts'
import { sameId } from '../../core/db/audit.ts'
import type { WorkflowFormRecord, WorkflowSchemeRecord } from './workflow-types.ts'

/**
 * `FormDto` and `SchemeDto` (workflow-api.md §1, §2): the list leaves out the schema and the model.
 * Beyond the contract, a scheme's `formVersion`: the form version its published version pins.
 */

export function formDto(row: WorkflowFormRecord, withSchema: boolean) {
  const { schema, ...rest } = row
  return { ...auditedDto(row), name: rest.name, code: rest.code, category: rest.category, description: rest.description, sort: rest.sort, status: rest.status, publishedVersion: rest.publishedVersion, hasUnpublishedChanges: rest.hasUnpublishedChanges, ...(withSchema ? { schema } : {}) } // prettier-ignore
}

export function schemeDto(context: CrudContext, row: WorkflowSchemeRecord, withModel: boolean) {
  const form = context.db.workflowForms.find((f) => sameId(f.id, row.formId))
  const version = context.db.workflowSchemeVersions.find((v) => sameId(v.schemeId, row.id) && v.version === row.publishedVersion) // prettier-ignore
  const project = row.projectId ? context.db.projects.find((p) => sameId(p.id, row.projectId)) : null // prettier-ignore
  return { ...auditedDto(row), name: row.name, code: row.code, category: row.category, icon: row.icon, sort: row.sort, description: row.description, businessType: row.businessType, projectId: row.projectId, projName: project?.projName ?? null, formId: row.formId, formName: form?.name ?? null, formVersion: version?.formVersion ?? null, documentTemplateId: row.documentTemplateId, startScope: row.startScope, settings: row.settings, status: row.status, publishedVersion: row.publishedVersion, hasUnpublishedChanges: row.hasUnpublishedChanges, ...(withModel ? { model: row.model } : {}) } // prettier-ignore
}
