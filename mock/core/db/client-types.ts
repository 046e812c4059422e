/** IdentityServer clients (abp-api.md §8.2): to be written. */
export interface ClientRecord {
  id: string
}
