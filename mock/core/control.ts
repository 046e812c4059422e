import { resetClock } from './clock/business-clock.ts'
import { reseedDatabase } from './db/database.ts'
import { clearFaults } from './control/fault-switch.ts'
import { clearRequestLog } from './control/request-log.ts'
import {
  getRuntimeSettings,
  resetRuntimeSettings,
  updateRuntimeSettings,
} from './runtime-settings.ts'
import { resetTokenService } from './token-service.ts'

/**
 * The in-process test controls of the embedded backend. Browser tests reach the same functions
 * through `/__mock/*` (routes/control-routes.ts).
 */
export { advanceClock, businessNowMs, setClock } from './clock/business-clock.ts'
export {
  addFault,
  clearFaults,
  listFaults,
  removeFault,
  type ActiveFault,
  type FaultSpec,
} from './control/fault-switch.ts'
export { clearRequestLog, getRequestLog, type RequestLogEntry } from './control/request-log.ts'
export {
  getRuntimeSettings,
  updateRuntimeSettings,
  type RuntimeSettings,
} from './runtime-settings.ts'

/** Back to the state after start: real time, seed data, no faults, default settings, empty log. */
export function resetMockBackend(): void {
  resetClock()
  reseedDatabase()
  clearFaults()
  resetRuntimeSettings()
  resetTokenService()
  clearRequestLog()
}

/** Lifetime of access tokens issued from now on (`expires_in`). */
export function setTokenLifetime(seconds: number): void {
  updateRuntimeSettings({ tokenLifetimeSeconds: seconds })
}

export function getTokenLifetime(): number {
  return getRuntimeSettings().tokenLifetimeSeconds
}
