import type {
  ApiResourceRecord,
  ApiScopeRecord,
  ClaimTypeRecord,
  IdentityResourceRecord,
} from './identity-server-types.ts'

/** The IdentityServer configuration of the seed (abp-api.md §8): to be written. */
export function seedIdentityServer(): {
  apiResources: ApiResourceRecord[]
  apiScopes: ApiScopeRecord[]
  identityResources: IdentityResourceRecord[]
  claimTypes: ClaimTypeRecord[]
} {
  return { apiResources: [], apiScopes: [], identityResources: [], claimTypes: [] }
}
