/** IdentityServer API resources, API scopes, identity resources, claim types (abp-api.md §8): to be written. */
export interface ApiResourceRecord {
  id: string
}
export interface ApiScopeRecord {
  id: string
}
export interface IdentityResourceRecord {
  id: string
}
export interface ClaimTypeRecord {
  id: string
  name: string
}
