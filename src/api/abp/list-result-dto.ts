/** ABP's `ListResultDto<T>` (abp-api.md §0). */
export interface ListResultDto<T> {
  items: T[]
}
