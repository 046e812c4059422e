/** ABP's `PagedResultDto<T>` (abp-api.md §9). */
export interface PagedResultDto<T> {
  totalCount: number
  items: T[]
}

/** ABP's `PagedAndSortedResultRequestDto` plus the conventional `filter` (business-api.md §0.2). */
export interface PagedListRequest {
  skipCount: number
  maxResultCount: number
  /** `field asc|desc`; absent: the list's default order. */
  sorting?: string
  /** A case-insensitive "contains" over the fields each list names. */
  filter?: string
}

/** The paged request and a resource's own filters (`enabled`, `parentId`, …). */
export type PagedListInput<TFilters extends object = object> = PagedListRequest & Partial<TFilters>
