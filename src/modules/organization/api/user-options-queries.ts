import { queryOptions } from '@tanstack/react-query'
import { listUsers } from '@/api/abp/identity-users-api'
import type { QueryScope } from '@/query/query-keys'

/**
 * GET /api/identity/users/list: every user of the tenant, by user name (sign-in is enough, so the
 * grant pages' user pickers need no identity permission). Under the users' resource key: a user
 * write (which invalidates `[...scope, 'base', 'user']`) refreshes the choices too.
 */
export const userOptionsQuery = (scope: QueryScope) =>
  queryOptions({
    queryKey: [...scope, 'base', 'user', 'options'] as const,
    queryFn: ({ signal }) => listUsers({ signal, silent: true }),
  })
