/** What API resources, API scopes and identity resources share (abp-api.md §8.3). */

/** A claim type put in the tokens (`email`, `role`, …); the DTOs add the owner's id. */
export interface UserClaimInput {
  type: string
}

/** ABP's audit members and the concurrency stamp the mock adds to the §8.3 DTOs. */
export interface IdentityServerResourceDto {
  id: string
  name: string
  displayName: string | null
  description: string | null
  enabled: boolean
  showInDiscoveryDocument: boolean
  properties: Record<string, string>
  extraProperties: Record<string, unknown>
  creationTime: string
  concurrencyStamp: string
}

/** `userClaims` of a DTO → the claim type names a select shows. */
export function claimTypesOf(dto: { userClaims: readonly UserClaimInput[] }): string[] {
  return dto.userClaims.map((claim) => claim.type)
}

/** Claim type names → the `[{type}]` a create or update sends. */
export function toUserClaims(types: readonly string[] | undefined): UserClaimInput[] {
  return [...new Set((types ?? []).map((type) => type.trim()).filter(Boolean))].map((type) => ({
    type,
  }))
}
