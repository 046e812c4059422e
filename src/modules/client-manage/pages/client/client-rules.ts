/**
 * Pure rules of the Clients page: URI and origin checks (the server answers 400 V7 otherwise),
 * IdentityServer4's standard grant types and their combinations, the PKCE default, and which
 * tab of the edit drawer holds a field.
 */

/** An absolute http(s) URI: scheme, `//` and a host. */
export function isAbsoluteHttpUri(value: string): boolean {
  if (!/^https?:\/\/[^/?#\s]+/i.test(value.trim())) return false
  try {
    return ['http:', 'https:'].includes(new URL(value.trim()).protocol)
  } catch {
    return false
  }
}

/** A CORS origin: scheme, host and port only — no path (not even a trailing `/`). */
export function isOrigin(value: string): boolean {
  const text = value.trim()
  return isAbsoluteHttpUri(text) && new URL(text).origin.toLowerCase() === text.toLowerCase()
}

export const grantTypes = {
  authorizationCode: 'authorization_code',
  clientCredentials: 'client_credentials',
  password: 'password',
  implicit: 'implicit',
  hybrid: 'hybrid',
  deviceCode: 'urn:ietf:params:oauth:grant-type:device_code',
} as const

/** IdentityServer4's standard grant types, in the order offered. */
export const standardGrantTypes: readonly string[] = Object.values(grantTypes)

/** Offered, but flagged: the implicit flow puts tokens in the browser's address bar. */
export const notRecommendedGrantTypes: readonly string[] = [grantTypes.implicit]

/** The standard grant types plus any other the client already has (custom grants stay). */
export function grantTypeChoices(current: readonly string[]): string[] {
  return [...standardGrantTypes, ...current.filter((g) => !standardGrantTypes.includes(g))]
}

const exclusivePairs = [
  [grantTypes.implicit, grantTypes.authorizationCode],
  [grantTypes.implicit, grantTypes.hybrid],
  [grantTypes.authorizationCode, grantTypes.hybrid],
] as const

/** IdentityServer4 refuses these combinations (`ValidateGrantTypes`); the first found, or null. */
export function grantTypeConflict(selected: readonly string[]): readonly [string, string] | null {
  return exclusivePairs.find((pair) => pair.every((g) => selected.includes(g))) ?? null
}

/**
 * `requirePkce` after the grant types changed: ticking authorization_code for a client without a
 * secret (a browser or native app) turns PKCE on; anything else leaves it as it was.
 */
export function pkceAfterGrantChange(
  before: readonly string[],
  after: readonly string[],
  requireClientSecret: boolean,
  requirePkce: boolean,
): boolean {
  const ticked = after.includes(grantTypes.authorizationCode) && !before.includes(grantTypes.authorizationCode) // prettier-ignore
  return requirePkce || (ticked && !requireClientSecret)
}

export type ClientTab = 'basic' | 'uris' | 'grants' | 'scopes' | 'secrets'

const tabFields: Record<Exclude<ClientTab, 'basic'>, readonly string[]> = {
  uris: ['redirectUris', 'postLogoutRedirectUris', 'allowedCorsOrigins', 'frontChannelLogoutUri', 'backChannelLogoutUri'], // prettier-ignore
  grants: ['allowedGrantTypes', 'allowOfflineAccess'],
  scopes: ['scopes'],
  secrets: ['clientSecrets'],
}

/** The drawer tab that shows a field (its first path segment); everything else is on Basic. */
export function tabOfField(name: string | number | readonly (string | number)[]): ClientTab {
  const head = String(typeof name === 'object' ? name[0] : name)
  const found = (Object.keys(tabFields) as (keyof typeof tabFields)[]).find((tab) =>
    tabFields[tab].includes(head),
  )
  return found ?? 'basic'
}
