import type { ConfidentialClientSource } from '../auth/confidential-clients.ts'
import { onClockMoved } from '../clock/business-clock.ts'
import { useDatabaseSeed } from '../db/database.ts'
import { createSeedDatabase, type SeedingModule } from '../db/seed.ts'
import type { LiveCountsSource } from '../realtime/live-counts-types.ts'
import type { BackendRoute } from '../routes/define-route.ts'

/**
 * One module of the embedded backend, named after the front-end module it serves
 * (`src/modules/<name>`): its routes and the seed of the tables it owns. Its record types and its
 * tables (added to `MockDatabase` by declaration merging) live in the module's folder too.
 */
export interface MockModule extends SeedingModule {
  routes: readonly BackendRoute[]
  /** The confidential clients of the module's tables, for the client-credentials grant. */
  confidentialClients?: ConfidentialClientSource
  /** Runs when the business clock moves (workflow timeouts fall due at once). */
  onClockMoved?: (nowMs: number) => void
  /** The module's fields of a user's live counts (workflow-api.md §8), for the event stream. */
  liveCounts?: LiveCountsSource
}

let installed: readonly MockModule[] | null = null

/**
 * Serves these modules from now on. The composition root (`mock/modules/mock-modules.ts`) is the
 * only caller outside tests; the adapters and the test setups call it, so no module registers
 * itself by being imported.
 */
export function useMockModules(modules: readonly MockModule[]): void {
  installed = modules
  useDatabaseSeed(() => createSeedDatabase(modules))
  stopClockListener ??= onClockMoved((nowMs) => installed?.forEach((m) => m.onClockMoved?.(nowMs)))
}

// One listener for whichever modules are installed: installing again must not add a second.
let stopClockListener: (() => void) | null = null

export function installedModules(): readonly MockModule[] {
  if (!installed) {
    throw new Error(
      'The embedded backend has no modules: call installMockModules() (mock/modules/mock-modules.ts) first',
    )
  }
  return installed
}
