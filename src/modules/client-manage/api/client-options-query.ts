import { queryOptions } from '@tanstack/react-query'
import { readAllPages } from '@/api/abp/read-all-pages'
import type { QueryScope } from '@/query/query-keys'
import { clientApi } from './client-api'

/** A client as a picker offers it: its `clientId` (the value other records keep) and its name. */
export interface ClientOption {
  clientId: string
  clientName: string | null
}

/**
 * Every client of the IdentityServer configuration (abp-api.md §8.1 has no `/list`: the paged
 * list, read whole), by clientId. Under the clients' key, so a client write refreshes it.
 */
export const clientOptionsQuery = (scope: QueryScope) =>
  queryOptions({
    queryKey: [...scope, 'identity-server', 'client', 'options'] as const,
    queryFn: async ({ signal }): Promise<ClientOption[]> => {
      const clients = await readAllPages((page) =>
        clientApi.getList({ ...page, sorting: 'clientId asc' }, { signal, silent: true }),
      )
      return clients.map(({ clientId, clientName }) => ({ clientId, clientName }))
    },
  })
