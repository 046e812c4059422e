import { seededAudit } from '../../core/db/audit.ts'
import { tenantIds } from '../../core/db/seed-ids.ts'
import type { TenantRecord } from '../../core/db/types.ts'

const tenantAudit = (id: string, stamp: number) =>
  seededAudit(id, null, '2024-01-01T08:00:00', stamp)

export function seedTenants(): TenantRecord[] {
  return [
    {
      ...tenantAudit(tenantIds.demo, 1),
      name: 'demo',
      isActive: true,
      defaultConnectionString: null,
    },
    {
      ...tenantAudit(tenantIds.archived, 2),
      name: 'archived',
      isActive: false,
      defaultConnectionString: null,
    },
  ]
}
