import type { ClientRecord } from './client-types.ts'

/** The seeded IdentityServer clients (abp-api.md §8.2): to be written. */
export function seedClients(): ClientRecord[] {
  return []
}
