import { randomUUID } from 'node:crypto'
import { exportJWK, generateKeyPair, type JWK } from 'jose'

export interface SigningKeys {
  /** The provider's private signing key (its `jwks` configuration). */
  privateJwk: JWK
  /** What the provider publishes at /jwks, and what the embedded API verifies with. */
  publicJwks: { keys: JWK[] }
}

/**
 * A fresh RS256 key per start (RS256 is what ABP/OpenIddict sign with): tokens never survive a
 * restart, and nothing outside this process can mint them.
 */
export async function createSigningKeys(): Promise<SigningKeys> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true })
  const kid = randomUUID()
  const common = { kid, alg: 'RS256', use: 'sig' }
  const privateJwk = { ...(await exportJWK(privateKey)), ...common }
  const publicJwk = { ...(await exportJWK(publicKey)), ...common }
  return { privateJwk, publicJwks: { keys: [publicJwk] } }
}
