// The organization module's public entry: what other modules use (pickers of users and
// organisations, the permission grants and their dialog for the permission definitions).
export { userOptionsQuery } from './api/user-options-queries'
export { OrganizationSelect } from './components/organization-select'
export { orgTypeCodes, type OrgType } from './api/organization-api'
export { permissionQueries } from './api/permission-api'
export { PermissionsModal } from './pages/permissions/permissions-modal'
