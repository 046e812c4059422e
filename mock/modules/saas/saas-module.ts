import type { MockModule } from '../../core/modules/mock-module.ts'
import { seedTenants } from './seed-tenants.ts'
import { tenantRoutes } from './tenant-routes.ts'

/** Tenants (ABP SaaS). Multi-tenancy itself (`__tenant`, tenant lookup) is core. */
export const saasModule: MockModule = {
  name: 'saas',
  routes: tenantRoutes,
  seed: () => ({ tenants: seedTenants() }),
}
