import { seededAudit } from '../../core/db/audit.ts'
import type {
  ApiResourceRecord,
  ApiScopeRecord,
  ClaimTypeRecord,
  IdentityResourceRecord,
  ResourceBaseRecord,
} from './identity-server-types.ts'
import { sha256Secret } from '../../core/db/secret-hash.ts'

/**
 * The IdentityServer configuration of the seed (abp-api.md §8): host-wide (`tenantId: null`).
 * API scopes and resources of the product's microservices (enough for paging, some disabled),
 * the standard identity resources and claim types. Ids are fixed: `…-9e0{kind}-…{index}`.
 */

const seedId = (kind: number, index: number) =>
  `3a0f6c1e-7a3c-4e5d-9e0${kind}-${String(index + 1).padStart(12, '0')}`

export const apiScopeId = (index: number) => seedId(1, index)
export const apiResourceId = (index: number) => seedId(2, index)
export const identityResourceId = (index: number) => seedId(3, index)

/** The plain text of the seeded `BaseService` resource secret (stored hashed), for tests. */
export const seededApiResourceSecret = 'base-service-secret'

// [name, display name, description, enabled, user claims]
type ResourceSeed = [string, string, string | null, boolean, string[]]

const scopeSeeds: ResourceSeed[] = [
  [
    'BaseService',
    'Base service API',
    'Organizations, positions, users, dictionaries',
    true,
    ['role'],
  ],
  [
    'IdentityService',
    'Identity service API',
    'Users, roles and permissions',
    true,
    ['role', 'email'],
  ],
  ['WorkflowService', 'Workflow service API', 'Approval flows and tasks', true, []],
  ['FormService', 'Form service API', 'Form designs and submissions', true, []],
  ['FileService', 'File service API', 'Uploads, downloads and previews', true, []],
  ['ProjectService', 'Project service API', 'Projects and contract sections', true, ['role']],
  ['NotificationService', 'Notification service API', null, true, ['email', 'phone_number']],
  ['MessageService', 'Message service API', 'In-app messages', true, []],
  ['ReportService', 'Report service API', 'Statistics and exports', true, []],
  ['ContractService', 'Contract service API', null, true, []],
  ['QualityService', 'Quality service API', 'Quality inspections', true, []],
  ['SafetyService', 'Safety service API', 'Safety inspections and hazards', true, []],
  ['MeasurementService', 'Measurement service API', 'Quantities and payments', true, []],
  ['DocumentService', 'Document service API', 'Archives', true, []],
  ['SealService', 'Seal service API', 'Electronic seals', true, []],
  ['SchedulerService', 'Scheduler service API', 'Background jobs', true, []],
  ['SearchService', 'Search service API', null, false, []],
  ['AuditLoggingService', 'Audit logging API', 'Audit logs', true, ['role']],
  ['SettingService', 'Setting service API', null, true, []],
  ['TenantService', 'Tenant service API', 'Tenant management', true, ['role']],
  ['InternalGateway', 'Internal gateway', 'Service-to-service calls', true, []],
  ['WebAppGateway', 'Web app gateway', null, true, []],
  ['MobileGateway', 'Mobile gateway', null, true, []],
  ['LegacyService', 'Legacy API', 'Replaced by BaseService; kept for old apps', false, []],
  ['PaymentService', 'Payment service API', null, false, []],
]

const resourceSeeds: ResourceSeed[] = [
  [
    'BaseService',
    'Base service',
    'Organizations, positions, users, dictionaries',
    true,
    ['role', 'name'],
  ],
  ['IdentityService', 'Identity service', 'Users, roles and permissions', true, ['role', 'email']],
  ['WorkflowService', 'Workflow service', 'Approval flows and tasks', true, ['role']],
  ['FormService', 'Form service', null, true, []],
  ['FileService', 'File service', 'Uploads, downloads and previews', true, []],
  ['ProjectService', 'Project service', 'Projects and contract sections', true, ['role']],
  ['NotificationService', 'Notification service', null, true, ['email', 'phone_number']],
  ['MessageService', 'Message service', null, true, []],
  ['ReportService', 'Report service', 'Statistics and exports', true, []],
  ['ContractService', 'Contract service', null, true, []],
  ['QualityService', 'Quality service', null, true, []],
  ['SafetyService', 'Safety service', null, true, []],
  ['InternalGateway', 'Internal gateway', 'Service-to-service calls', true, []],
  ['SearchService', 'Search service', null, false, []],
  ['LegacyService', 'Legacy API', 'Replaced by BaseService; kept for old apps', false, []],
]

function base(kind: number, index: number, seed: ResourceSeed): ResourceBaseRecord {
  const [name, displayName, description, enabled, userClaims] = seed
  const minute = String(index).padStart(2, '0')
  return {
    ...seededAudit(seedId(kind, index), null, `2024-01-10T0${kind}:${minute}:00`, 0x9000 + kind * 0x100 + index),
    name,
    displayName,
    description,
    enabled,
    showInDiscoveryDocument: true,
    userClaims,
    properties: {},
  }
} // prettier-ignore

function seedApiScopes(): ApiScopeRecord[] {
  return scopeSeeds.map((seed, index) => ({
    ...base(1, index, seed),
    required: false,
    emphasize: false,
    showInDiscoveryDocument: !seed[0].endsWith('Gateway'),
  }))
}

function seedApiResources(): ApiResourceRecord[] {
  return resourceSeeds.map((seed, index) => ({
    ...base(2, index, seed),
    allowedAccessTokenSigningAlgorithms: null,
    scopes: seed[0] === 'InternalGateway' ? ['InternalGateway', 'BaseService'] : [seed[0]],
    secrets:
      index === 0
        ? [
            {
              type: 'SharedSecret',
              value: sha256Secret(seededApiResourceSecret),
              description: 'Token introspection',
              expiration: null,
            },
          ]
        : [],
    properties: Object.fromEntries(index === 0 ? [['Team', 'Platform']] : []),
  }))
}

// [name, display name, required, emphasize, claims]
const identitySeeds: [string, string, boolean, boolean, string[]][] = [
  ['openid', 'Your user identifier', true, false, ['sub']],
  ['profile', 'User profile', false, true, ['name', 'family_name', 'given_name', 'preferred_username', 'gender', 'birthdate', 'picture', 'updated_at']],
  ['email', 'Your email address', false, true, ['email', 'email_verified']],
  ['phone', 'Your phone number', false, true, ['phone_number', 'phone_number_verified']],
  ['address', 'Your postal address', false, true, ['address']],
  ['role', 'Your roles', false, false, ['role']],
] // prettier-ignore

function seedIdentityResources(): IdentityResourceRecord[] {
  return identitySeeds.map(([name, displayName, required, emphasize, claims], index) => ({
    ...base(3, index, [name, displayName, null, true, claims]),
    required,
    emphasize,
  }))
}

const claimTypeNames = [
  'sub', 'name', 'given_name', 'family_name', 'middle_name', 'nickname', 'preferred_username',
  'profile', 'picture', 'website', 'gender', 'birthdate', 'zoneinfo', 'locale', 'updated_at',
  'email', 'email_verified', 'phone_number', 'phone_number_verified', 'address', 'role',
  'tenantid', 'editionid',
] // prettier-ignore

function seedClaimTypes(): ClaimTypeRecord[] {
  return claimTypeNames.map((name, index) => ({
    id: seedId(4, index),
    name,
    extraProperties: {},
  }))
}

export function seedIdentityServer(): {
  apiResources: ApiResourceRecord[]
  apiScopes: ApiScopeRecord[]
  identityResources: IdentityResourceRecord[]
  claimTypes: ClaimTypeRecord[]
} {
  return {
    apiResources: seedApiResources(),
    apiScopes: seedApiScopes(),
    identityResources: seedIdentityResources(),
    claimTypes: seedClaimTypes(),
  }
}
