import type { MockDatabase } from '../db/types.ts'

/**
 * A confidential client the token endpoint may authenticate (OpenIddict's application store):
 * what `/connect/token` needs of a client for the `client_credentials` grant. Core knows no
 * client table; the module that owns the clients lists them (`MockModule.confidentialClients`).
 */
export interface ConfidentialClient {
  clientId: string
  enabled: boolean
  allowedGrantTypes: readonly string[]
  allowedScopes: readonly string[]
  /** Stored secrets: base64(SHA-256(plain)) and an optional expiry (clock time, no offset). */
  secrets: readonly { value: string; expiration: string | null }[]
}

export type ConfidentialClientSource = (db: MockDatabase) => readonly ConfidentialClient[]
