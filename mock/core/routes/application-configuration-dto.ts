import type { Caller } from '../auth/caller.ts'
import { listGrantedPermissions } from '../db/database.ts'
import type { TenantRecord } from '../db/types.ts'
import {
  cultureInfos,
  defaultCulture,
  languageList,
  type CultureName,
} from '../localization/culture.ts'
import { defaultResourceName, resourceTexts } from '../localization/resource-texts.ts'

/** Client-visible settings; every value is a string, booleans "True"/"False" (bool.ToString()). */
const settingValues: Record<string, string> = {
  'Abp.Localization.DefaultLanguage': defaultCulture,
  'Abp.Timing.TimeZone': 'UTC',
  'Abp.Identity.Password.RequiredLength': '6',
  'Abp.Identity.Password.RequiredUniqueChars': '1',
  'Abp.Identity.Password.RequireNonAlphanumeric': 'True',
  'Abp.Identity.Password.RequireLowercase': 'True',
  'Abp.Identity.Password.RequireUppercase': 'True',
  'Abp.Identity.Password.RequireDigit': 'True',
  'Abp.Identity.Lockout.AllowedForNewUsers': 'True',
  'Abp.Identity.Lockout.LockoutDuration': '300',
  'Abp.Identity.Lockout.MaxFailedAccessAttempts': '5',
  'Abp.Identity.SignIn.RequireConfirmedEmail': 'False',
  'Abp.Identity.SignIn.EnablePhoneNumberConfirmation': 'True',
  'Abp.Identity.SignIn.RequireConfirmedPhoneNumber': 'False',
  'Abp.Identity.User.IsUserNameUpdateEnabled': 'True',
  'Abp.Identity.User.IsEmailUpdateEnabled': 'True',
  'Abp.Account.IsSelfRegistrationEnabled': 'False',
  'Abp.Account.EnableLocalLogin': 'True',
}

/** A boolean setting as the server itself reads it (`SettingProvider.IsTrueAsync`). */
export function isSettingTrue(name: string): boolean {
  return settingValues[name]?.toLowerCase() === 'true'
}

function currentUserDto(caller: Caller | null) {
  return {
    isAuthenticated: caller !== null,
    id: caller?.userId ?? null,
    tenantId: caller?.tenantId ?? null,
    impersonatorUserId: null,
    impersonatorTenantId: null,
    impersonatorUserName: null,
    impersonatorTenantName: null,
    userName: caller?.userName ?? null,
    name: caller?.name ?? null,
    // `surName` with a capital N here, unlike IdentityUserDto's `surname` (abp-api.md §4.2).
    surName: caller?.surName ?? null,
    email: caller?.email ?? null,
    emailVerified: caller?.emailVerified ?? false,
    phoneNumber: caller?.phoneNumber ?? null,
    phoneNumberVerified: caller?.phoneNumberVerified ?? false,
    roles: caller?.roles ?? [],
  }
}

/** ABP 7+/8.x: only granted names, each `true`; no `policies` map. */
function grantedPolicies(caller: Caller | null): Record<string, true> {
  if (!caller) return {}
  const names = listGrantedPermissions(caller.tenantId, caller.userId, caller.roles)
  return Object.fromEntries(names.map((name) => [name, true as const]))
}

export interface ApplicationConfigurationInput {
  caller: Caller | null
  tenant: TenantRecord | null
  culture: CultureName
  includeLocalizationResources: boolean
}

/** `ApplicationConfigurationDto`, ABP 8.x profile (abp-api.md §1.2, §1.6). */
export function buildApplicationConfiguration(input: ApplicationConfigurationInput) {
  const { caller, tenant, culture } = input
  return {
    localization: {
      values: input.includeLocalizationResources ? resourceTexts(culture) : {},
      resources: {},
      languages: languageList,
      currentCulture: cultureInfos[culture],
      defaultResourceName,
      languagesMap: {},
      languageFilesMap: {},
    },
    auth: { grantedPolicies: grantedPolicies(caller) },
    setting: { values: settingValues },
    currentUser: currentUserDto(caller),
    features: { values: { 'SettingManagement.Enable': 'true' } },
    globalFeatures: { enabledFeatures: [] },
    multiTenancy: { isEnabled: true },
    currentTenant: {
      id: tenant?.id ?? null,
      name: tenant?.name ?? null,
      isAvailable: tenant !== null,
    },
    timing: { timeZone: { iana: { timeZoneName: 'Etc/UTC' }, windows: { timeZoneId: 'UTC' } } },
    clock: { kind: 'Unspecified' },
    objectExtensions: { modules: {}, enums: {} },
    extraProperties: {},
  }
}
