import { organizationQueries } from './organization-api'

// The organisation pickers of the kit (src/components/crud/organization-select.tsx) read the tree
// through this module: the same query (and key) as the Organisations page's, so an organisation
// write, which invalidates `[...scope, 'base', 'organization']`, refreshes the pickers too.

export type { OrganizationTreeNodeDto } from './organization-api'

/** GET /api/base/organization/tree: the whole tree, disabled nodes included. */
export const organizationTreeQuery = organizationQueries.tree
