import type { MockModule } from '../../core/modules/mock-module.ts'
import { auditLogRoutes } from './audit-log-routes.ts'
import { dictionaryRoutes } from './dictionary-routes.ts'
import { permissionDefinitionRoutes } from './permission-definition-routes.ts'
import { seedAuditLogs } from './seed-audit-logs.ts'
import { seedDictionaries, seedDictionaryDetails } from './seed-dictionaries.ts'

/** The audit log (recorded by core/auditing), the data dictionary and the permission definitions. */
export const systemModule: MockModule = {
  name: 'system',
  routes: [...auditLogRoutes, ...dictionaryRoutes, ...permissionDefinitionRoutes],
  seed: () => ({
    dictionaries: seedDictionaries(),
    dictionaryDetails: seedDictionaryDetails(),
    auditLogs: seedAuditLogs(),
  }),
}
