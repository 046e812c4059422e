import { businessNowMs } from '../../core/clock/business-clock.ts'
import { clockTimeMs } from '../../core/db/clock-time.ts'
import { sameId } from '../../core/db/audit.ts'
import type { CrudContext } from '../../core/crud/crud-resource.ts'
import type { FormSchema } from './workflow-model.ts'
import type { WorkflowInstanceRecord } from './workflow-types.ts'

/**
 * Attachments belong to their uploader until a save or submit binds them to an instance (form
 * data holds their ids); unbound ones older than 24 hours are removed (workflow-api.md §4.1).
 */
const unboundLifetimeMs = 24 * 3_600_000

export function purgeUnbound(context: CrudContext): void {
  const now = businessNowMs()
  context.db.workflowAttachments = context.db.workflowAttachments.filter((a) => a.instanceId !== null || now - (clockTimeMs(a.creationTime) ?? now) < unboundLifetimeMs) // prettier-ignore
}

function attachmentIds(schema: FormSchema, data: Record<string, unknown>): string[] {
  return schema.fields.filter((f) => f.type === 'upload').flatMap((f) => (Array.isArray(data[f.key]) ? (data[f.key] as unknown[]) : [])).flatMap((v) => (typeof v === 'string' ? [v] : v && typeof v === 'object' && typeof (v as { id?: unknown }).id === 'string' ? [(v as { id: string }).id] : [])) // prettier-ignore
}

/** Binds the caller's unbound uploads named in the data to the instance (a bound one never moves). */
export function bindAttachments(
  context: CrudContext,
  schema: FormSchema,
  instance: WorkflowInstanceRecord,
): void {
  // prettier-ignore
  for (const id of attachmentIds(schema, instance.formData)) {
    const attachment = context.db.workflowAttachments.find((a) => sameId(a.id, id) && sameId(a.tenantId, context.tenantId)) // prettier-ignore
    if (attachment && attachment.instanceId === null && sameId(attachment.creatorId, context.caller.userId)) { // prettier-ignore
      attachment.instanceId = instance.id
    }
  }
}
