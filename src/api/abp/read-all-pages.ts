import type { PagedListRequest, PagedResultDto } from './paged-result-dto'

/** ABP's largest page (business-api.md §0.4). */
const pageSize = 1000

/**
 * Every row of a paged list, a page of 1000 at a time: for the few places that need a whole set
 * (a "replace the set" PUT sends all of it). Stops at `totalCount` or at a short page.
 */
export async function readAllPages<T>(
  fetchPage: (page: PagedListRequest) => Promise<PagedResultDto<T>>,
): Promise<T[]> {
  const rows: T[] = []
  for (;;) {
    const { items, totalCount } = await fetchPage({
      skipCount: rows.length,
      maxResultCount: pageSize,
    })
    rows.push(...items)
    if (items.length < pageSize || rows.length >= totalCount) return rows
  }
}
