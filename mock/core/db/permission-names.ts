import { definedPermissionNames } from './permission-definitions.ts'

/** Permission names guarding the app's routes (product spec §2). */
export const routePermissions = [
  'Organization.Organize',
  'Organization.Position',
  'AbpIdentity.Users',
  'AbpIdentity.Roles',
  'Ontall_MS_Base.AuditLogging',
  'DataDictionary.DataDictionary',
  'PermissionManage.Permission',
  'Project.Project',
  'Project.UserProjectPermissions',
  'Project.Htd',
  'Project.UserHtdPermissions',
  'ClientManage.ApiScope',
  'ClientManage.ApiResource',
  'ClientManage.Client',
  'AppManage.App',
  'AppManage.ProjectAppFolder',
  'AppManage.ProjectApp',
  'SignKeyManage.SignKey',
  'AbpTenantManagement.Tenants',
] as const

/** ABP's standard child permissions (abp-api.md §4.3), so action buttons can be guarded too. */
export const subPermissions = [
  'AbpIdentity.Users.Create',
  'AbpIdentity.Users.Update',
  'AbpIdentity.Users.Delete',
  'AbpIdentity.Users.ManagePermissions',
  'AbpIdentity.Roles.Create',
  'AbpIdentity.Roles.Update',
  'AbpIdentity.Roles.Delete',
  'AbpIdentity.Roles.ManagePermissions',
  'AbpIdentity.UserLookup',
  'AbpTenantManagement.Tenants.Create',
  'AbpTenantManagement.Tenants.Update',
  'AbpTenantManagement.Tenants.Delete',
  'AbpTenantManagement.Tenants.ManageFeatures',
  'AbpTenantManagement.Tenants.ManageConnectionStrings',
  'FeatureManagement.ManageHostFeatures',
] as const

/**
 * Every defined permission (permission-definitions.ts): the names above plus the product's
 * children of business-api.md §8. The admin roles hold all of them.
 */
export const allPermissions: readonly string[] = definedPermissionNames
