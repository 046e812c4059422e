import type { ConfidentialClient } from '../../core/auth/confidential-clients.ts'
import { liveRows } from '../../core/db/database.ts'
import type { MockModule } from '../../core/modules/mock-module.ts'
import { clientRoutes } from './client-routes.ts'
import { identityServerRoutes } from './identity-server-routes.ts'
import { seedClients } from './seed-clients.ts'
import { seedIdentityServer } from './seed-identity-server.ts'

/** IdentityServer clients, API resources, API scopes, claim types and identity resources. */
export const clientManageModule: MockModule = {
  name: 'client-manage',
  routes: [...identityServerRoutes, ...clientRoutes],
  seed: () => ({ clients: seedClients(), ...seedIdentityServer() }),
  // What the token endpoint's client_credentials grant authenticates against.
  confidentialClients: (db): ConfidentialClient[] =>
    liveRows(db.clients, null)
      .filter((client) => client.requireClientSecret && client.clientSecrets.length > 0)
      .map((client) => ({
        clientId: client.clientId,
        enabled: client.enabled,
        allowedGrantTypes: client.allowedGrantTypes,
        allowedScopes: client.allowedScopes,
        secrets: client.clientSecrets,
      })),
}
