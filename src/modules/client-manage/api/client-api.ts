import { createCrudApi } from '@/api/abp/crud-api'
import { createCrudQueries } from '@/query/crud-queries'
import type { ClientDto, CreateClientDto, UpdateClientDto } from './client-dtos'

/**
 * `/api/identity-server/clients` (abp-api.md §8.1): paged list (`filter`; sorting clientId,
 * clientName, enabled, creationTime), get, create, update, and DELETE with `?id=`.
 */
export const clientApi = createCrudApi<ClientDto, CreateClientDto, UpdateClientDto>(
  '/api/identity-server/clients',
  { deleteBy: 'query' },
)

export const clientQueries = createCrudQueries(['identity-server', 'client'], clientApi)

export const clientResource = { api: clientApi, queries: clientQueries }

/** Permissions of the Clients page. */
export const clientPolicies = {
  read: 'ClientManage.Client',
  create: 'ClientManage.Client.Create',
  update: 'ClientManage.Client.Update',
  delete: 'ClientManage.Client.Delete',
} as const
