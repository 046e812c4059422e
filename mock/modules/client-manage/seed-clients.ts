import { seededAudit } from '../../core/db/audit.ts'
import { newClientRecord } from './client-defaults.ts'
import type { ClientRecord } from './client-types.ts'
import { sha256Secret } from '../../core/db/secret-hash.ts'

/** Fixed ids of the seeded clients: `…-9f0c-…{index}`. */
export const clientSeedId = (index: number) =>
  `3a0f6c1e-8b4d-4c6e-9f0c-${String(index + 1).padStart(12, '0')}`

/** The plain text of the machine client's secret (stored hashed), for tests. */
export const seededGatewaySecret = 'internal-gateway-secret'

const appOrigins = ['http://localhost:5173', 'http://localhost:4173']
const userScopes = ['openid', 'profile', 'email', 'role', 'phone', 'address']

/**
 * The plain secret of a launcher app's client (stored hashed), for tests and the demo app: its
 * back end redeems launch codes with a client-credentials token (business-api.md §4.1).
 */
export const seededAppSecret = (clientId: string) => `${clientId.toLowerCase()}-secret`

/**
 * An interactive app of the product: code flow with PKCE, refresh tokens; a confidential client
 * whose back end also uses client credentials against the base API (launch-code exchange).
 */
function codeApp(
  name: string,
  service: string,
  host: string,
  clientId: string,
): Partial<ClientRecord> {
  const origin = `https://${host}.example.com`
  return {
    clientName: name,
    clientUri: origin,
    allowedGrantTypes: ['authorization_code', 'client_credentials'],
    requireClientSecret: true,
    clientSecrets: [{ type: 'SharedSecret', value: sha256Secret(seededAppSecret(clientId)), description: 'Launch-code exchange', expiration: null }], // prettier-ignore
    requirePkce: true,
    allowOfflineAccess: true,
    allowedScopes: ['openid', 'profile', 'role', service, 'BaseService'],
    redirectUris: [`${origin}/signin-callback`],
    postLogoutRedirectUris: [`${origin}/`],
    allowedCorsOrigins: [origin],
  }
}

const seeds: [string, Partial<ClientRecord>][] = [
  ['ProjectAdmin_App', {
    clientName: 'Project admin (password sign-in)',
    description: 'This back-office app signing in with the password grant.',
    clientUri: appOrigins[0],
    allowedGrantTypes: ['password'],
    requireClientSecret: false,
    allowOfflineAccess: true,
    allowAccessTokensViaBrowser: true,
    allowedScopes: [...userScopes, 'BaseService'],
    allowedCorsOrigins: appOrigins,
  }],
  ['ProjectAdmin_Spa', {
    clientName: 'Project admin (redirect sign-in)',
    description: 'This back-office app signing in through the authorization code flow with PKCE.',
    clientUri: appOrigins[0],
    allowedGrantTypes: ['authorization_code'],
    requireClientSecret: false,
    requirePkce: true,
    allowOfflineAccess: true,
    allowedScopes: [...userScopes, 'BaseService'],
    redirectUris: appOrigins.map((origin) => `${origin}/auth-redirect`),
    postLogoutRedirectUris: appOrigins.map((origin) => `${origin}/`),
    allowedCorsOrigins: appOrigins,
  }],
  ['ProjectAdmin_Swagger', {
    clientName: 'Swagger UI',
    description: 'Try the HTTP API from its Swagger page.',
    allowedGrantTypes: ['authorization_code'],
    requireClientSecret: false,
    requirePkce: true,
    allowedScopes: ['BaseService', 'IdentityService'],
    redirectUris: ['https://api.example.com/swagger/oauth2-redirect.html'],
    allowedCorsOrigins: ['https://api.example.com'],
  }],
  ['Quality_App', codeApp('Quality inspections', 'QualityService', 'quality', 'Quality_App')],
  ['Safety_App', codeApp('Safety inspections', 'SafetyService', 'safety', 'Safety_App')],
  ['Measurement_App', codeApp('Measurement and payment', 'MeasurementService', 'measure', 'Measurement_App')],
  ['Document_App', codeApp('Archives', 'DocumentService', 'docs', 'Document_App')],
  ['Workflow_App', codeApp('Approvals', 'WorkflowService', 'workflow', 'Workflow_App')],
  ['Seal_App', { ...codeApp('Electronic seals', 'SealService', 'seal', 'Seal_App'), requireConsent: true }],
  ['Internal_Gateway', {
    clientName: 'Internal gateway',
    description: 'Service-to-service calls of the gateway (client credentials).',
    allowedGrantTypes: ['client_credentials'],
    allowedScopes: ['InternalGateway', 'BaseService'],
    clientSecrets: [{ type: 'SharedSecret', value: sha256Secret(seededGatewaySecret), description: 'Gateway', expiration: null }],
    accessTokenType: 1,
    claims: [{ type: 'role', value: 'gateway' }],
    properties: [{ key: 'Owner', value: 'Platform team' }],
  }],
  ['Report_Worker', {
    clientName: 'Report worker',
    description: 'Nightly statistics export; its secret has expired.',
    allowedGrantTypes: ['client_credentials'],
    allowedScopes: ['ReportService'],
    clientSecrets: [{ type: 'SharedSecret', value: sha256Secret('report-worker-2023'), description: '2023', expiration: '2024-01-01T00:00:00' }],
  }],
  ['Legacy_Portal', {
    clientName: 'Legacy portal',
    description: 'The old portal (implicit flow); disabled since the move to the code flow.',
    enabled: false,
    allowedGrantTypes: ['implicit'],
    requireClientSecret: false,
    allowAccessTokensViaBrowser: true,
    allowedScopes: ['openid', 'profile', 'LegacyService'],
    redirectUris: ['http://portal.example.com/callback.html'],
    postLogoutRedirectUris: ['http://portal.example.com/'],
  }],
] // prettier-ignore

/** The seeded IdentityServer clients (abp-api.md §8.2): host-wide, some disabled or expired. */
export function seedClients(): ClientRecord[] {
  return seeds.map(([clientId, values], index) => {
    const minute = String(index).padStart(2, '0')
    const audit = seededAudit(
      clientSeedId(index),
      null,
      `2024-01-12T08:${minute}:00`,
      0xc000 + index,
    )
    return { ...newClientRecord(audit, clientId), ...values }
  })
}
