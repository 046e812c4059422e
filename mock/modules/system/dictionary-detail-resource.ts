import { entityNotFound, validationError } from '../../core/abp-error.ts'
import { businessError } from '../../core/crud/business-error.ts'
import type { Check, CrudContext, CrudResource } from '../../core/crud/crud-resource.ts'
import { crudPermissions } from '../../core/crud/define-crud-routes.ts'
import {
  boolean,
  extraProperties,
  guid,
  integer,
  isGuid,
  text,
  toValidationErrors,
} from '../../core/crud/validation.ts'
import type { DictionaryDetailRecord } from './dictionary-types.ts'
import { readBooleanQuery, readQuery } from '../../core/http/mock-http.ts'
import { detailOrder, detailsOf, liveDictionaries, toDetailDto } from './dictionary-dto.ts'

const detailFields = {
  pid: guid('C!'),
  label: text('CU', 64),
  value: text('CU', 64),
  sort: integer(0, 9999, 0),
  enabled: boolean(true),
  extraProperties: extraProperties(),
}

type DetailInput = { label: string | null; value: string | null }

const same = (a: string, b: string | null) => a.trim().toLowerCase() === b?.trim().toLowerCase()

/** Label and value are unique within their dictionary (business-api.md §2.2). */
function checkUniqueInDictionary(
  { db, culture }: CrudContext,
  pid: string,
  input: DetailInput,
  self: DictionaryDetailRecord | null,
): Check {
  const others = detailsOf(db, pid).filter((row) => row !== self)
  if (others.some((row) => same(row.label, input.label))) {
    return businessError(culture, 'Base:DuplicateDictionaryDetailLabel', input.label ?? '')
  }
  if (others.some((row) => same(row.value, input.value))) {
    return businessError(culture, 'Base:DuplicateDictionaryDetailValue', input.value ?? '')
  }
  return null
}

function dictionaryOf({ db }: CrudContext, pid: string | null) {
  return liveDictionaries(db).find((dictionary) => dictionary.id === pid)
}

/** `GET /api/base/dictionary-detail?dictionaryId=` (required, V1), `enabled`. */
function filterByDictionary(rows: DictionaryDetailRecord[], { request, culture }: CrudContext) {
  const dictionaryId = readQuery(request.query, 'dictionaryId')?.trim().toLowerCase() ?? ''
  const issue = dictionaryId === '' ? 'V1' : !isGuid(dictionaryId) ? 'V5' : null
  if (issue) {
    const errors = toValidationErrors(culture, [{ member: 'dictionaryId', rule: issue, args: [] }])
    return validationError(culture, errors)
  }
  const hasEnabled = readQuery(request.query, 'enabled') !== null
  const enabled = readBooleanQuery(request.query, 'enabled', true)
  return rows.filter((row) => row.pid === dictionaryId && (!hasEnabled || row.enabled === enabled))
}

/**
 * Entries of a data dictionary (business-api.md §2.2), host-owned like their dictionary. In a
 * static dictionary new entries may be added and labels, sort and enabled changed, but a value
 * neither changed nor deleted.
 */
export const dictionaryDetailResource: CrudResource<DictionaryDetailRecord, typeof detailFields> = {
  path: '/api/base/dictionary-detail',
  entityType: 'DataDictionaryDetail',
  permissions: crudPermissions('DataDictionary.DataDictionary'),
  table: (db) => db.dictionaryDetails,
  hostOwned: true,
  fields: detailFields,
  filterFields: (row) => [row.label, row.value],
  sorting: {
    sort: (row) => row.sort,
    label: (row) => row.label,
    value: (row) => row.value,
  },
  defaultOrder: detailOrder,
  listFilter: filterByDictionary,
  checkCreate: (input, context) => {
    if (!dictionaryOf(context, input.pid)) {
      return entityNotFound(context.culture, 'DataDictionary', input.pid ?? '')
    }
    return checkUniqueInDictionary(context, input.pid!, input, null)
  },
  checkUpdate: (row, input, context) => {
    const dictionary = dictionaryOf(context, row.pid)
    if (dictionary?.isStatic && input.value !== row.value) {
      return businessError(context.culture, 'Base:StaticDictionary', dictionary.name)
    }
    return checkUniqueInDictionary(context, row.pid, input, row)
  },
  checkDelete: (row, context) => {
    const dictionary = dictionaryOf(context, row.pid)
    return dictionary?.isStatic
      ? businessError(context.culture, 'Base:StaticDictionary', dictionary.name)
      : null
  },
  create: (input, audit) => ({
    ...audit,
    pid: input.pid!,
    label: input.label!,
    value: input.value!,
    sort: input.sort,
    enabled: input.enabled,
    extraProperties: input.extraProperties,
  }),
  update: (row, input) => {
    Object.assign(row, {
      label: input.label!,
      value: input.value!,
      sort: input.sort,
      enabled: input.enabled,
      extraProperties: input.extraProperties,
    })
  },
  toDto: (row) => toDetailDto(row),
  bulkDelete: true,
}
