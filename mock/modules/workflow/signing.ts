import { businessNowMs } from '../../core/clock/business-clock.ts'
import { businessError } from '../../core/crud/business-error.ts'
import type { CrudContext } from '../../core/crud/crud-resource.ts'
import type { ValidationIssue } from '../../core/crud/validation.ts'
import { sameId } from '../../core/db/audit.ts'
import { clockTimeMs } from '../../core/db/clock-time.ts'
import { liveRows } from '../../core/db/database.ts'
import { isRecord, type MockResponse } from '../../core/http/mock-http.ts'
import type { EngineTask } from './workflow-engine-port.ts'
import type { FrozenImage, SignatureUploadRecord, WorkflowInstanceRecord } from './workflow-types.ts' // prettier-ignore
import { invalid } from './workflow-route-kit.ts'

/**
 * Signatures and seals of a step (workflow-api.md §4): the image a step uses is resolved from the
 * caller's stored signature (source 1), a drawing uploaded for this task by this user in the last
 * 10 minutes (source 2), or the seal's key, and **frozen**: its bytes are copied into the instance
 * once the engine has accepted the step, so replacing or deleting the key later changes no past
 * approval, image or document.
 */
export const signatureSources = { stored: 1, drawn: 2 } as const
export const drawnUploadLifetimeMs = 10 * 60_000

/** A resolved image: its hash for the engine, and `freeze` to call once the step is committed. */
export interface ResolvedImage {
  imageHash: string
  freeze: () => void
}

/** The caller's enabled user signature (kind 1), if any. */
export function storedSignatureOf(context: CrudContext, userId: string) {
  return liveRows(context.db.signKeys, context.tenantId).find((k) => k.kind === 1 && k.enabled && sameId(k.userId ?? '', userId)) // prettier-ignore
}

function freezeInto(instance: WorkflowInstanceRecord, image: FrozenImage): () => void {
  return () => {
    const images = (instance.frozenImages ??= [])
    if (!images.some((i) => i.hash === image.hash)) images.push({ ...image, bytes: image.bytes.slice() }) // prettier-ignore
  }
}

const issue = (member: string, rule: 'V1' | 'V5'): ValidationIssue[] => [{ member, rule, args: [] }]

/** A drawn upload the caller may still use on this task. */
function usableUpload(
  context: CrudContext,
  task: EngineTask,
  uploadId: string,
): SignatureUploadRecord | undefined {
  // prettier-ignore
  const now = businessNowMs()
  return context.db.workflowSignatureUploads.find((u) => sameId(u.id, uploadId) && sameId(u.tenantId, context.tenantId) && sameId(u.userId, context.caller.userId) && sameId(u.taskId, task.id) && !u.used && now - (clockTimeMs(u.creationTime) ?? 0) < drawnUploadLifetimeMs) // prettier-ignore
}

/**
 * `signature: {source, uploadId?}` of an approve or a seal step: none → nothing (the engine refuses
 * a step that requires one); a stored one without an enabled user signature →
 * `Workflow:NoStoredSignature`; a drawn one not uploaded by the caller for this task, used, or
 * older than 10 minutes → V5 on `signature.uploadId`.
 */
export function resolveSignature(
  context: CrudContext,
  instance: WorkflowInstanceRecord,
  task: EngineTask,
  sent: unknown,
): { signature?: ResolvedImage } | { response: MockResponse } {
  // prettier-ignore
  if (sent == null) return {}
  if (!isRecord(sent)) return { response: invalid(context, issue('signature', 'V5')) }
  if (sent.source === signatureSources.stored) {
    const key = storedSignatureOf(context, context.caller.userId)
    if (!key) return { response: businessError(context.culture, 'Workflow:NoStoredSignature') }
    const { type, bytes, hash } = key.image
    return { signature: { imageHash: hash, freeze: freezeInto(instance, { type, bytes, hash }) } }
  }
  if (sent.source !== signatureSources.drawn) return { response: invalid(context, issue('signature.source', 'V5')) } // prettier-ignore
  if (typeof sent.uploadId !== 'string') return { response: invalid(context, issue('signature.uploadId', 'V1')) } // prettier-ignore
  const upload = usableUpload(context, task, sent.uploadId)
  if (!upload) return { response: invalid(context, issue('signature.uploadId', 'V5')) }
  const { type, bytes, hash } = upload.image
  const freeze = freezeInto(instance, { type, bytes, hash })
  return {
    signature: {
      imageHash: hash,
      freeze: () => {
        upload.used = true
        freeze()
      },
    },
  }
}

/** The seal's image at the moment it is applied, frozen like a signature. */
export function resolveSealImage(
  context: CrudContext,
  instance: WorkflowInstanceRecord,
  signKeyId: string,
): ResolvedImage | null {
  const key = liveRows(context.db.signKeys, context.tenantId).find((k) => sameId(k.id, signKeyId))
  if (!key) return null
  const { type, bytes, hash } = key.image
  return { imageHash: hash, freeze: freezeInto(instance, { type, bytes, hash }) }
}
