import type { CrudContext } from '../../core/crud/crud-resource.ts'
import { sameId } from '../../core/db/audit.ts'
import { liveRows } from '../../core/db/database.ts'
import type { EngineEnv, EngineTask } from './workflow-engine-port.ts'
import { findModelNode } from './workflow-model.ts'
import { userNameOf } from './workflow-dtos.ts'
import { storedSignatureOf } from './signing.ts'

/**
 * What a task's page needs to sign or seal (workflow-api.md §4 `TaskDetailDto`):
 * `signatureRequired` for an approve or seal step whose node asks for one; `sealOptions`, the
 * seals of a seal task's group that the caller holds (disabled ones included, marked: applying one
 * is refused with its message); and, beyond the contract, `storedSignature`, the caller's enabled
 * user signature with who uploaded it and when (the page offers it, or drawing one).
 */
export function signingOfTask(context: CrudContext, env: EngineEnv, task: EngineTask) {
  const node = findModelNode(env.instance.model, task.nodeId)
  const signs = task.kind === 'approve' || task.kind === 'seal'
  const stored = storedSignatureOf(context, context.caller.userId)
  return {
    signatureRequired: signs && node?.requireSignature === true,
    ...(task.kind === 'seal' ? { sealOptions: sealOptionsOf(context, env, task) } : {}),
    storedSignature: stored
      ? {
          signKeyId: stored.id,
          imageHash: stored.image.hash,
          imageUpdateTime: stored.image.updateTime,
          imageUploaderName: stored.image.uploaderId ? userNameOf(context.db, stored.image.uploaderId) : null, // prettier-ignore
          uploadedByOther: stored.image.uploaderId !== null && !sameId(stored.image.uploaderId, context.caller.userId), // prettier-ignore
        }
      : null,
  }
}

/** The seals of the task's seal group that the caller holds, with the project or section named. */
export function sealOptionsOf(context: CrudContext, env: EngineEnv, task: EngineTask) {
  const rule = findModelNode(env.instance.model, task.nodeId)?.seals?.[task.sealGroup ?? -1]
  if (!rule) return []
  const keys = liveRows(context.db.signKeys, context.tenantId)
  const scopeName = (id: string) => {
    const key = keys.find((k) => sameId(k.id, id))
    const htd = key?.htdId ? context.db.htds.find((h) => sameId(h.id, key.htdId ?? '')) : undefined
    const project = context.db.projects.find((p) => sameId(p.id, key?.projectId ?? ''))
    return htd?.htdName ?? project?.projName ?? null
  }
  return (env.org.seals ?? [])
    .filter(
      (s) =>
        s.kind === rule.kind &&
        s.party === rule.party &&
        s.holderIds.some((id) => sameId(id, context.caller.userId)),
    ) // prettier-ignore
    .map((s) => ({
      signKeyId: s.signKeyId,
      name: s.name,
      organizationName: s.organizationName ?? null,
      scopeName: scopeName(s.signKeyId),
      enabled: s.enabled,
      imageHash: keys.find((k) => sameId(k.id, s.signKeyId))?.image.hash ?? null,
    }))
}
