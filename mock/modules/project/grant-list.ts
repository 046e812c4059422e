import type { CrudContext } from '../../core/crud/crud-resource.ts'
import {
  compareValues,
  matchesFilter,
  readPageRequest,
  sortRows,
  takePage,
  type SortAccessors,
} from '../../core/crud/paging.ts'
import { jsonResponse, type MockResponse } from '../../core/http/mock-http.ts'
import { invalid, readGuidQuery } from './grant-input.ts'

/** What a grant list pages over: DTOs that already carry the user's and the target's names. */
interface GrantListDto {
  userId: string
  projectId: string
  userName: string
  creationTime: string
}

export interface GrantListSpec<D extends GrantListDto> {
  /** Exact GUID filters from the query (`userId`, `projectId`, `htdId`), by DTO member. */
  idFilters: (keyof D & string)[]
  filterFields: (dto: D) => (string | null)[]
  sorting: SortAccessors<D>
}

/** Default order: `userName asc`, then grant creation order (business-api.md §3.4). */
function byUserName(a: GrantListDto, b: GrantListDto): number {
  return compareValues(a.userName, b.userName) || compareValues(a.creationTime, b.creationTime)
}

/**
 * `GET` of a grant resource: the id filters, `filter`, `sorting` over the whitelist (else 400 V5),
 * `skipCount`/`maxResultCount` (1..1000, else 400 V3), answered as a `PagedResultDto`.
 */
export function grantPage<D extends GrantListDto>(
  context: CrudContext,
  dtos: D[],
  spec: GrantListSpec<D>,
): MockResponse {
  const page = readPageRequest(context.request.query, Object.keys(spec.sorting))
  if (!page.ok) return invalid(context, page.issues)
  let rows = dtos
  for (const member of spec.idFilters) {
    const wanted = readGuidQuery(context, member)
    if ('response' in wanted) return wanted.response
    if (wanted.value !== null) {
      rows = rows.filter((dto) => String(dto[member]).toLowerCase() === wanted.value)
    }
  }
  const { filter, sorting } = page.request
  rows = rows.filter((dto) => matchesFilter(filter, spec.filterFields(dto))).sort(byUserName)
  const items = sorting ? sortRows(rows, sorting, spec.sorting) : rows
  return jsonResponse(200, { totalCount: items.length, items: takePage(items, page.request) })
}
