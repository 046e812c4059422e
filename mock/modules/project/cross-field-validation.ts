import { validationError } from '../../core/abp-error.ts'
import type { CrudContext, CrudResource } from '../../core/crud/crud-resource.ts'
import { createOne, updateOne } from '../../core/crud/crud-writes.ts'
import { crudContext } from '../../core/crud/define-crud-routes.ts'
import {
  toValidationErrors,
  validateInput,
  type FieldSpec,
  type FieldSpecs,
  type ValidationIssue,
  type WriteMode,
} from '../../core/crud/validation.ts'
import type { AuditedRecord } from '../../core/db/types.ts'
import { isRecord, parseJsonBody, type MockResponse } from '../../core/http/mock-http.ts'
import { defineRoute, type BackendRoute } from '../../core/routes/define-route.ts'
import { rangeError, type RangeRule } from './range-texts.ts'

/**
 * Rules that look at two fields at once (X1 dates, X2 and "both or neither" chainages). Their
 * errors come back in the same 400 as the field errors (business-api.md §0.4).
 */
export interface CrossFieldResult {
  issues: ValidationIssue[]
  ranges: RangeRule[]
}

export type CrossFieldRule = (body: Record<string, unknown>) => CrossFieldResult

function isBlank(raw: unknown): boolean {
  return raw === undefined || raw === null || (typeof raw === 'string' && !raw.trim())
}

/** The parsed value of a present and valid field; undefined when it is absent or invalid. */
function peek<T>(body: Record<string, unknown>, member: string, spec: FieldSpec<T>): T | undefined {
  if (isBlank(body[member])) return undefined
  const parsed = spec.parse(body[member])
  return 'value' in parsed ? parsed.value : undefined
}

/** X1: `endDate` before `startDate`, when both are given. */
export function dateRangeRule(spec: FieldSpec<string | null>): CrossFieldRule {
  return (body) => {
    const start = peek(body, 'startDate', spec)
    const end = peek(body, 'endDate', spec)
    const reversed = start != null && end != null && end < start
    return { issues: [], ranges: reversed ? ['X1'] : [] }
  }
}

/** Both chainages or neither (the missing one V1); X2 when the end is below the start. */
export function chainageRangeRule(spec: FieldSpec<number | null>): CrossFieldRule {
  return (body) => {
    const startBlank = isBlank(body.startChainage)
    const endBlank = isBlank(body.endChainage)
    if (startBlank !== endBlank) {
      const member = startBlank ? 'startChainage' : 'endChainage'
      return { issues: [{ member, rule: 'V1', args: [] }], ranges: [] }
    }
    const start = peek(body, 'startChainage', spec)
    const end = peek(body, 'endChainage', spec)
    const reversed = start != null && end != null && end < start
    return { issues: [], ranges: reversed ? ['X2'] : [] }
  }
}

function validateAll(
  resource: { fields: FieldSpecs },
  rules: readonly CrossFieldRule[],
  context: CrudContext,
  mode: WriteMode,
): MockResponse | null {
  const body = parseJsonBody(context.request.body)
  // A body that is no object is the helper's own 400.
  if (!isRecord(body)) return null
  const fieldCheck = validateInput(body, resource.fields, mode)
  const issues = fieldCheck.ok ? [] : [...fieldCheck.issues]
  const ranges: RangeRule[] = []
  for (const rule of rules) {
    const result = rule(body)
    issues.push(...result.issues.filter((i) => !issues.some((o) => o.member === i.member)))
    ranges.push(...result.ranges)
  }
  if (issues.length === 0 && ranges.length === 0) return null
  const { culture } = context
  const errors = [
    ...toValidationErrors(culture, issues),
    ...ranges.map((rule) => rangeError(culture, rule)),
  ]
  return validationError(culture, errors)
}

/**
 * POST and PUT of a resource whose input has cross-field rules: every field and cross-field error
 * in one 400, then the helper's own write (rules, uniqueness, stamp). Serve the resource's other
 * routes with `without: ['create', 'update']`.
 */
export function validatedWriteRoutes<R extends AuditedRecord, F extends FieldSpecs>(
  resource: CrudResource<R, F>,
  rules: readonly CrossFieldRule[],
): BackendRoute[] {
  const { path, permissions } = resource
  return [
    defineRoute({
      method: 'POST',
      pattern: path,
      permission: permissions.create,
      handle: (context) => {
        const crud = crudContext(context)
        return validateAll(resource, rules, crud, 'create') ?? createOne(resource, crud)
      },
    }),
    defineRoute({
      method: 'PUT',
      pattern: `${path}/:id`,
      permission: permissions.update,
      handle: (context) => {
        const crud = crudContext(context)
        return validateAll(resource, rules, crud, 'update') ?? updateOne(resource, crud)
      },
    }),
  ]
}
