import {
  entityNotFound,
  validationError,
  type AbpValidationError,
} from '../../../core/abp-error.ts'
import { businessError, concurrencyConflict } from '../../../core/crud/business-error.ts'
import {
  auditedDto,
  type CrudContext,
  type CrudResource,
} from '../../../core/crud/crud-resource.ts'
import { findRow, tenantRows } from '../../../core/crud/crud-reads.ts'
import { collectIssues, readGuidFilter, valueOf } from '../../../core/crud/query-filters.ts'
import { extraProperties, guid, text, validateInput, type ValidationIssue } from '../../../core/crud/validation.ts' // prettier-ignore
import { touchRow } from '../../../core/crud/touch-row.ts'
import { newAuditedRecord, sameId } from '../../../core/db/audit.ts'
import { liveRows } from '../../../core/db/database.ts'
import { isRecord, jsonResponse, parseJsonBody, type MockResponse } from '../../../core/http/mock-http.ts' // prettier-ignore
import type { CultureName } from '../../../core/localization/culture.ts'
import { validationText } from '../../../core/localization/validation-texts.ts'
import type { DocumentTemplateRecord } from './document-template-types.ts'
import { misplacedSlotKeys, readSlots } from './document-template-rules.ts'

/**
 * Document templates' standard route set (workflow-api.md §7, business-api.md §0.2): the kit
 * serves the list, get and delete; create and update are written here because a body's slots
 * are checked against the template's pages, and every field error comes back together.
 *
 * Delete is ABP's soft delete: the row stays, marked deleted, gone from lists and gets, while a
 * published scheme version that pins it keeps composing its documents (document-service.ts reads
 * deleted templates too).
 */
export const templatePath = '/api/workflow/document-template'
export const templatePermission = 'Workflow.DocumentTemplate'
const entityType = 'WorkflowDocumentTemplate'

const fields = { name: text('CU', 128), schemeId: guid('-'), extraProperties: extraProperties() }

/** `DocumentTemplateDto`: never the bytes. `misplacedSlotKeys` (beyond §7): slots off the pages. */
export function templateDto(row: DocumentTemplateRecord, context: CrudContext) {
  const scheme = row.schemeId ? context.db.workflowSchemes.find((s) => !s.isDeleted && sameId(s.id, row.schemeId)) : undefined // prettier-ignore
  return {
    ...auditedDto(row),
    name: row.name,
    schemeId: row.schemeId,
    schemeName: scheme?.name ?? null,
    slots: row.slots,
    pageCount: row.pageCount,
    pageSizes: row.pageSizes,
    basePdfHash: row.basePdfHash,
    misplacedSlotKeys: misplacedSlotKeys(row.slots, row.pageSizes),
  }
}

export const templateResource: CrudResource<DocumentTemplateRecord, typeof fields> = {
  path: templatePath,
  entityType,
  permissions: { read: templatePermission, create: `${templatePermission}.Create`, update: `${templatePermission}.Update`, delete: `${templatePermission}.Delete` }, // prettier-ignore
  table: (db) => db.workflowDocumentTemplates,
  fields,
  filterFields: (row) => [row.name],
  sorting: { name: (r) => r.name, pageCount: (r) => r.pageCount, creationTime: (r) => r.creationTime, lastModificationTime: (r) => r.lastModificationTime }, // prettier-ignore
  listFilter: (rows, context) => {
    const schemeId = readGuidFilter(context.request.query, 'schemeId')
    const issues = collectIssues([schemeId])
    if (issues.length > 0) return invalid(context.culture, issues)
    const wanted = valueOf(schemeId)
    return wanted === null ? rows : rows.filter((row) => sameId(row.schemeId, wanted))
  },
  // Create and update: writeTemplate below.
  create: () => {
    throw new Error('served by writeTemplate')
  },
  update: () => {
    throw new Error('served by writeTemplate')
  },
  toDto: templateDto,
  without: ['picker', 'create', 'update'],
}

/** ABP's nested members (`slots[2].width`); `{0}` is the property's own PascalCase name. */
export function invalid(culture: CultureName, issues: ValidationIssue[]): MockResponse {
  const errors: AbpValidationError[] = issues.map(({ member, rule, args }) => {
    const property = member
      .split('.')
      .at(-1)!
      .replace(/\[\d+\]$/, '')
    const name = property[0].toUpperCase() + property.slice(1)
    return { message: validationText(culture, rule, name, ...args), members: [member] }
  })
  return validationError(culture, errors)
}

export function findTemplate(context: CrudContext) {
  return findRow(templateResource, context, context.params.id)
}

/** POST (row null) and PUT: 400 every field error, 404 scheme, 403 duplicate name, 409 stale stamp. */
export function writeTemplate(
  context: CrudContext,
  row: DocumentTemplateRecord | null,
): MockResponse {
  const body = parseJsonBody(context.request.body)
  const checked = validateInput(body, fields, row ? 'update' : 'create')
  const slots = readSlots(isRecord(body) ? body.slots : undefined, row?.pageSizes ?? [])
  const issues = [...(checked.ok ? [] : checked.issues), ...slots.issues]
  if (!checked.ok || issues.length > 0) return invalid(context.culture, issues)
  const { name, schemeId, extraProperties } = checked.input
  if (schemeId && !liveRows(context.db.workflowSchemes, context.tenantId).some((s) => sameId(s.id, schemeId))) return entityNotFound(context.culture, 'WorkflowScheme', schemeId) // prettier-ignore
  const others = tenantRows(templateResource, context).filter((other) => other !== row)
  if (others.some((other) => other.name.toLowerCase() === name!.toLowerCase())) return businessError(context.culture, 'Workflow:DuplicateDocumentTemplateName', name!) // prettier-ignore
  const stamp = isRecord(body) ? body.concurrencyStamp : null
  if (row && typeof stamp === 'string' && stamp !== '' && stamp !== row.concurrencyStamp) return concurrencyConflict(context.culture) // prettier-ignore
  const changes = { name: name!, schemeId, slots: slots.slots, extraProperties }
  if (row) {
    Object.assign(row, changes)
    touchRow(row, context.caller.userId)
    return jsonResponse(200, templateDto(row, context))
  }
  const created: DocumentTemplateRecord = { ...newAuditedRecord(context.tenantId, context.caller.userId), ...changes, basePdf: null, basePdfHash: null, pageCount: 0, pageSizes: [] } // prettier-ignore
  context.db.workflowDocumentTemplates.push(created)
  return jsonResponse(200, templateDto(created, context))
}
