import type { ClientMetadata } from 'oidc-provider'

/**
 * Fixed facts of the embedded OpenID provider and the pure rules that place it next to the app.
 * The provider listens on 127.0.0.1 at the app server's port + 1 unless OIDC_PORT says otherwise.
 */

/** The app's default VITE_OIDC_CLIENT_ID: a public SPA client (code + PKCE, no secret). */
export const spaClientId = 'ProjectAdmin_Spa'

/**
 * The ABP API as an OAuth resource (RFC 8707). Access tokens for it are JWTs with audience
 * `BaseService`, the audience ABP's JwtBearer checks; the SPA never has to name the resource.
 */
export const apiResource = 'urn:project-admin:api'
export const apiAudience = 'BaseService'
export const apiScope = 'BaseService'

/** OpenID scopes the provider knows; `BaseService` is the API resource's scope (above). */
export const openIdScopes = [
  'openid',
  'offline_access',
  'email',
  'profile',
  'role',
  'phone',
  'address',
]

export const providerHost = '127.0.0.1'

export function issuerFor(port: number, host = providerHost): string {
  return `http://${host}:${port}`
}

/** A port from the environment, or undefined when absent or not a port number. */
export function readPort(raw: string | undefined): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined
  const port = Number(raw)
  return Number.isInteger(port) && port >= 0 && port <= 65_535 ? port : undefined
}

/**
 * Where the provider listens for an app server on `serverPort`: OIDC_PORT when set, else the next
 * port. An ephemeral app port (0, tests) gets an ephemeral provider port.
 */
export function resolveProviderPort(serverPort: number, oidcPortEnv?: string): number {
  const explicit = readPort(oidcPortEnv)
  if (explicit !== undefined) return explicit
  return serverPort === 0 ? 0 : serverPort + 1
}

/** Every origin the app may be opened from: localhost and 127.0.0.1 at each known port. */
export function appOriginsFor(ports: readonly number[]): string[] {
  const known = [...new Set(ports.filter((port) => port > 0))]
  return known.flatMap((port) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`])
}

/** The SPA client: code + PKCE, refresh tokens, callback and post-logout addresses per origin. */
export function buildSpaClient(appOrigins: readonly string[]): ClientMetadata {
  return {
    client_id: spaClientId,
    client_name: 'project management platform',
    token_endpoint_auth_method: 'none',
    application_type: 'web',
    response_types: ['code'],
    grant_types: ['authorization_code', 'refresh_token'],
    redirect_uris: appOrigins.map((origin) => `${origin}/auth-redirect`),
    post_logout_redirect_uris: appOrigins.flatMap((origin) => [
      `${origin}/`,
      `${origin}/login/loggedout`,
    ]),
  }
}
