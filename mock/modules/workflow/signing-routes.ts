import { entityNotFound } from '../../core/abp-error.ts'
import { businessError } from '../../core/crud/business-error.ts'
import type { CrudContext } from '../../core/crud/crud-resource.ts'
import { withCrudContext } from '../../core/crud/with-crud-context.ts'
import { newAuditedRecord, sameId } from '../../core/db/audit.ts'
import { liveRows } from '../../core/db/database.ts'
import { imageHash, readImageUpload } from '../../core/images/image-upload.ts'
import { imageResponse } from '../../core/images/image-response.ts'
import { jsonResponse, type MockResponse } from '../../core/http/mock-http.ts'
import { defineRoute, type BackendRoute } from '../../core/routes/define-route.ts'
import { businessNowMs } from '../../core/clock/business-clock.ts'
import { engineEnvFor } from './instance-runner.ts'
import { sealOptionsOf } from './signing-options.ts'
import { findTaskOf, findVisibleInstance, tenantInstances } from './workflow-access.ts'
import { taskStatuses } from './workflow-engine-port.ts'
import { pagedAnswer } from './workflow-route-kit.ts'

/**
 * The images of signing and sealing (workflow-api.md §4, §6): a drawn signature uploaded for one
 * task (single use, 10 minutes, the same user and task), the frozen image of a timeline entry,
 * the seal a holder is offered (beyond the contract: a holder may lack SignKeyManage.SignKey, which
 * the key's own image route asks for) and a seal's usage log, read from the timelines.
 */
const taskPath = '/api/workflow/task/:id'

/** The caller's pending task, or a 404 (another's task is not theirs to sign). */
function ownPendingTask(context: CrudContext) {
  const found = findTaskOf(context, context.params.id)
  if ('response' in found) return found
  if (!sameId(found.task.assigneeId, context.caller.userId)) return { response: entityNotFound(context.culture, 'WorkflowTask', found.task.id) } // prettier-ignore
  if (found.task.status !== taskStatuses.pending) return { response: businessError(context.culture, 'Workflow:TaskAlreadyCompleted') } // prettier-ignore
  return found
}

/** `GET instance/{id}/image/{entryId}`: the seal's image of a seal entry (`?kind=signature` for its signature), else the signature. */
function entryImage(context: CrudContext): MockResponse {
  const found = findVisibleInstance(context, context.params.id)
  if ('response' in found) return found.response
  const { instance } = found
  const entry = instance.engine?.timeline.find((e) => sameId(e.entryId, context.params.entryId))
  const wantsSignature = context.request.query.get('kind') === 'signature'
  const hash = wantsSignature ? entry?.signature?.imageHash : (entry?.seal?.imageHash ?? entry?.signature?.imageHash) // prettier-ignore
  const image = hash ? instance.frozenImages?.find((i) => i.hash === hash) : undefined
  if (!image) return entityNotFound(context.culture, 'WorkflowTimelineImage', context.params.entryId) // prettier-ignore
  return imageResponse(image.type, image.bytes)
}

export const signingRoutes: BackendRoute[] = [
  defineRoute({
    method: 'POST',
    pattern: `${taskPath}/signature`,
    permission: 'Workflow.Approval',
    reads: { body: ['file'] },
    handle: withCrudContext((context) => {
      const found = ownPendingTask(context)
      if ('response' in found) return found.response
      const upload = readImageUpload(context.request, context.culture)
      if ('response' in upload) return upload.response
      const { type, bytes } = upload.image
      const hash = imageHash(bytes)
      const row = { ...newAuditedRecord(context.tenantId, context.caller.userId), userId: context.caller.userId, taskId: found.task.id, image: { type, bytes, hash }, used: false } // prettier-ignore
      context.db.workflowSignatureUploads.push(row)
      return jsonResponse(200, { uploadId: row.id, imageHash: hash })
    }),
  }),
  defineRoute({
    method: 'GET',
    pattern: `${taskPath}/seal/:signKeyId/image`,
    permission: 'Workflow.Approval',
    handle: withCrudContext((context) => {
      const found = ownPendingTask(context)
      if ('response' in found) return found.response
      const env = engineEnvFor(context.db, found.instance, businessNowMs())
      const offered = sealOptionsOf(context, env, found.task).some((o) => sameId(o.signKeyId, context.params.signKeyId)) // prettier-ignore
      const key = liveRows(context.db.signKeys, context.tenantId).find((k) => sameId(k.id, context.params.signKeyId)) // prettier-ignore
      if (!offered || !key) return entityNotFound(context.culture, 'SignKey', context.params.signKeyId) // prettier-ignore
      return imageResponse(key.image.type, key.image.bytes)
    }),
  }),
  defineRoute({
    method: 'GET',
    pattern: '/api/workflow/instance/:id/image/:entryId',
    permission: 'Workflow.Approval',
    handle: withCrudContext(entryImage),
  }),
  defineRoute({
    method: 'GET',
    pattern: '/api/base/sign-key/:id/usage',
    permission: 'SignKeyManage.SignKey',
    handle: withCrudContext((context) => {
      const key = liveRows(context.db.signKeys, context.tenantId).find((k) => sameId(k.id, context.params.id)) // prettier-ignore
      if (!key) return entityNotFound(context.culture, 'SignKey', context.params.id)
      const uses = tenantInstances(context).flatMap(
        (instance) =>
        (instance.engine?.timeline ?? [])
          .filter((e) => e.type === 'sealed' && e.seal && sameId(e.seal.signKeyId, key.id))
          .map((e) => ({ instanceId: instance.id, number: instance.number, title: instance.title, appliedBy: e.onBehalfOfUserName ? `${e.userName ?? ''} 代 ${e.onBehalfOfUserName}` : (e.userName ?? null), time: e.time, imageHash: e.seal?.imageHash ?? null })), // prettier-ignore
      )
      return pagedAnswer(context, uses, { time: (u) => u.time, number: (u) => u.number ?? '' }, (a, b) => b.time.localeCompare(a.time), (u) => u) // prettier-ignore
    }),
  }),
]
