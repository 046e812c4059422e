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
}
