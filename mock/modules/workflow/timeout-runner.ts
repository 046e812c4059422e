import { getDatabase } from '../../core/db/database.ts'
import { commitStep, engineEnvFor, workflowEngine } from './instance-runner.ts'
import { signalCountsChanged } from './workflow-counts.ts'
import { instanceStatuses } from './workflow-engine-port.ts'

/**
 * Runs every running instance's due timeouts at `nowMs` (workflow-api.md §3 "Timeout"): the
 * business clock calls it when a test moves time, so reminders and auto-actions happen at once.
 */
export function runDueTimeouts(nowMs: number): void {
  const db = getDatabase()
  for (const instance of db.workflowInstances) {
    if (instance.isDeleted || instance.engine?.status !== instanceStatuses.running) continue
    const step = workflowEngine.runDueTimeouts(instance.engine, engineEnvFor(db, instance, nowMs))
    if (step) signalCountsChanged(instance.tenantId, commitStep(db, instance, step, nowMs, null))
  }
}
