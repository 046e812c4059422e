import { setupServer } from 'msw/node'
import { backendHandlers } from '@mock/msw/handlers'
import { installMockModules } from '@mock/modules/mock-modules'

/**
 * msw serving the embedded backend to vitest (tests/setup/vitest-setup.ts starts it and calls
 * resetMockBackend after each test). Tests steer the backend through the controls re-exported here.
 */
installMockModules()
export const mswServer = setupServer(...backendHandlers)

export {
  addFault,
  clearFaults,
  clearRequestLog,
  getRequestLog,
  getTokenLifetime,
  listFaults,
  removeFault,
  resetMockBackend,
  setTokenLifetime,
  updateRuntimeSettings,
  type FaultSpec,
  type RequestLogEntry,
} from '@mock/core/control'
export { seedAccounts, seedPassword } from '@mock/core/db/seed-accounts'
