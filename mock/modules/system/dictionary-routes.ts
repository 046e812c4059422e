import { validationError } from '../../core/abp-error.ts'
import { defineCrudRoutes } from '../../core/crud/define-crud-routes.ts'
import { compareValues } from '../../core/crud/paging.ts'
import { toValidationErrors } from '../../core/crud/validation.ts'
import { getDatabase } from '../../core/db/database.ts'
import { jsonResponse, readBooleanQuery, readQuery } from '../../core/http/mock-http.ts'
import type { AuthenticatedContext } from '../../core/request-context.ts'
import { authorizedRoute, type BackendRoute } from '../../core/routes/define-route.ts'
import { dictionaryDetailResource } from './dictionary-detail-resource.ts'
import {
  detailOrder,
  detailsOf,
  liveDictionaries,
  toDetailDto,
  toListDictionaryDto,
} from './dictionary-dto.ts'
import { dictionaryResource } from './dictionary-resource.ts'

/**
 * `GET /api/base/dictionary/list?IncludeDetails=` (§2.1, kept): every dictionary by name, with
 * all its details (disabled ones too, in creation order) when asked. The app loads it at start-up.
 */
function listDictionaries({ request }: AuthenticatedContext) {
  const db = getDatabase()
  const includeDetails = readBooleanQuery(request.query, 'IncludeDetails', false)
  const items = liveDictionaries(db)
    .sort((a, b) => compareValues(a.name, b.name))
    .map((dictionary) => toListDictionaryDto(db, dictionary, includeDetails))
  return jsonResponse(200, { items })
}

/**
 * `GET /api/base/dictionary-detail/list?dictionaryName=&includeDisabled=` (§2.2): the dropdown
 * source, by `sort`. The name is exact but case-insensitive; an unknown one gives no items.
 */
function listDetailChoices({ request, culture }: AuthenticatedContext) {
  const name = readQuery(request.query, 'dictionaryName')?.trim().toLowerCase()
  if (!name) {
    const errors = toValidationErrors(culture, [{ member: 'dictionaryName', rule: 'V1', args: [] }])
    return validationError(culture, errors)
  }
  const db = getDatabase()
  const includeDisabled = readBooleanQuery(request.query, 'includeDisabled', false)
  const dictionary = liveDictionaries(db).find((d) => d.name.toLowerCase() === name)
  const details = dictionary ? detailsOf(db, dictionary.id) : []
  const items = details.filter((detail) => includeDisabled || detail.enabled).sort(detailOrder)
  return jsonResponse(200, { items: items.map(toDetailDto) })
}

/** Data dictionaries (business-api.md §2): literal paths before the resources' `/{id}`. */
export const dictionaryRoutes: BackendRoute[] = [
  authorizedRoute('GET', '/api/base/dictionary/list', listDictionaries),
  authorizedRoute('GET', '/api/base/dictionary-detail/list', listDetailChoices),
  ...defineCrudRoutes(dictionaryResource),
  ...defineCrudRoutes(dictionaryDetailResource),
]
