import { apiClient } from '@/api/http/api-client'
import type { RequestOptions } from '@/api/http/request-options'

/** `currentUser` (abp-api.md §1.2); fields added in later ABP versions are optional. */
export interface CurrentUserDto {
  isAuthenticated: boolean
  id: string | null
  tenantId: string | null
  userName: string | null
  name?: string | null
  /** Capital N here, unlike IdentityUserDto.surname (an ABP quirk). */
  surName?: string | null
  email: string | null
  emailVerified?: boolean
  phoneNumber?: string | null
  phoneNumberVerified?: boolean
  roles: string[]
  impersonatorUserId?: string | null
  impersonatorTenantId?: string | null
}

export interface CurrentTenantDto {
  id: string | null
  name: string | null
  isAvailable: boolean
}

export interface LanguageInfoDto {
  cultureName: string
  uiCultureName: string
  displayName: string
  flagIcon: string | null
  twoLetterISOLanguageName?: string | null
}

export interface CurrentCultureDto {
  cultureName: string
  name: string
  displayName: string
  englishName: string
  nativeName: string
  twoLetterIsoLanguageName: string
  threeLetterIsoLanguageName: string
  isRightToLeft: boolean
  dateTimeFormat: Record<string, string>
}

export interface ApplicationLocalizationConfigurationDto {
  /** Resource name → key → text. */
  values: Record<string, Record<string, string>>
  languages: LanguageInfoDto[]
  currentCulture: CurrentCultureDto
  defaultResourceName?: string | null
}

export interface ApplicationConfigurationDto {
  localization: ApplicationLocalizationConfigurationDto
  auth: {
    /** Permission name → true; only granted names appear. Its keys are the user's "roles". */
    grantedPolicies: Record<string, boolean>
    /** ABP ≤ 6.x only. */
    policies?: Record<string, boolean>
  }
  /** Every value is a string ("True"/"False" for booleans) or null. */
  setting: { values: Record<string, string | null> }
  currentUser: CurrentUserDto
  features?: { values: Record<string, string | null> }
  multiTenancy: { isEnabled: boolean }
  currentTenant: CurrentTenantDto
}

/**
 * GET /api/abp/application-configuration: permissions, current user and tenant, settings. Sent
 * with `includeLocalizationResources=false`, as ABP's own clients do: the app's texts are its
 * own, so the server's resources (most of the answer's size) are not wanted; servers before
 * ABP 7 ignore the parameter.
 */
export function getApplicationConfiguration(
  options?: RequestOptions,
): Promise<ApplicationConfigurationDto> {
  return apiClient.get<ApplicationConfigurationDto>(
    '/api/abp/application-configuration',
    { includeLocalizationResources: false },
    options,
  )
}
