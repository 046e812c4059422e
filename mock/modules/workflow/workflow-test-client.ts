import { personaAccounts } from '../../core/db/seed-accounts.ts'
import { htdId, projectIds } from '../../core/db/seed-ids.ts'
import { apiAs, type Api } from '../../core/testing/api-client.ts'
import { sendForm } from '../../core/testing/form-client.ts'
import { pngSquare } from '../../core/testing/test-images.ts'
import { signKeyIds } from '../sign-key/seed-sign-key-ids.ts'
import { workflowSchemeIds } from './seed/seed-workflow-ids.ts'

/** What the workflow route tests read of answers, and the calls they share. */
export type Page<T> = { totalCount: number; items: T[] }
export type Task = { id: string; instanceId: string; number: string; title: string; nodeId: string; nodeName: string; assigneeName: string; onBehalfOfName: string | null; ownerName: string | null; kind: string; status: number; isOverdue: boolean; dueTime: string | null; concurrencyStamp: string; summary: { label: string; value: string }[] } // prettier-ignore
export type Instance = { id: string; number: string | null; title: string; status: number; concurrencyStamp: string; currentNodes: { nodeId: string; name: string; assigneeNames: string[] }[]; summary: { label: string; value: string }[] } // prettier-ignore
export type Detail = Instance & { formData: Record<string, unknown>; fieldPermissions: Record<string, number>; timeline: { type: string; userName: string; nodeId: string; onBehalfOfUserName?: string; comment?: string; hash: string }[]; path: { nodeId: string; assignees: { name: string }[] }[]; myTask: { taskId: string; actions: string[] } | null } // prettier-ignore
export type TaskDetail = Detail & { taskId: string; actions: string[]; returnTargets: { nodeId: string; name: string }[]; concurrencyStamp: string } // prettier-ignore
export type ErrorBody = { error: { code: string | null; message: string; validationErrors: { members: string[]; message: string }[] | null } } // prettier-ignore

export const errorOf = (answer: { json: <T>() => T }) => answer.json<ErrorBody>().error
export const dh01 = htdId(5, 1)
export const eastRing = projectIds.eastRingExpressway
export const schemes = workflowSchemeIds

/** The caller's first pending task of an instance, from the to-do list. */
export async function todoOf(api: Api, instanceId: string): Promise<Task> {
  const page = (await api('GET', '/api/workflow/task/todo?maxResultCount=1000')).json<Page<Task>>()
  const task = page.items.find((t) => t.instanceId === instanceId)
  if (!task) throw new Error(`no pending task of ${instanceId}`)
  return task
}

export function bill(rows: number) {
  return Array.from({ length: rows }, (_, i) => ({ boqCode: `203-${i + 1}`, qty: 1.005, unit: '吨', price: 19.99 + i })) // prettier-ignore
}

export function paymentBody(rows = 5, extra: Record<string, unknown> = {}) {
  return { schemeId: schemes.measurementPayment, projectId: eastRing, htdId: dh01, formData: { period: '2024-07-25', items: bill(rows), attachments: [] }, selectedAssignees: {}, draft: false, ...extra } // prettier-ignore
}

const pickNode = (id: string, name: string, selectableBy: 'starter' | 'previous') => ({ id, type: 2, name, assignees: [{ kind: 6, selectableBy }], multiMode: 3, onEmpty: 4 }) // prettier-ignore

/**
 * A seeded scheme republished (version 2) as Start → 指定审核人 (`review`, the starter picks) →
 * 上一步指定 (`final`, the approver of `review` picks): StarterSelects, assignee kind 6.
 */
export async function publishPickingScheme(admin: Api, schemeId: string): Promise<void> {
  const current = (await admin('GET', `/api/workflow/scheme/${schemeId}`)).json<Record<string, unknown>>() // prettier-ignore
  const model = { id: 'start', type: 1, name: '发起', fieldPermissions: {}, childNode: { ...pickNode('review', '指定审核人', 'starter'), childNode: pickNode('final', '上一步指定', 'previous') } } // prettier-ignore
  const saved = await admin('PUT', `/api/workflow/scheme/${schemeId}`, { ...current, model })
  const published = await admin('POST', `/api/workflow/scheme/${schemeId}/publish`, {})
  if (saved.status !== 200 || published.status !== 200) throw new Error(`scheme not republished: ${saved.status} ${published.status}`) // prettier-ignore
}

/**
 * A new 计量支付申请 (version 2) on DH01 started by jn-site and approved by the contractor review
 * and the supervisors' countersign: it waits at the 总监理工程师, the first step that signs.
 */
export async function paymentAtChief(rows = 2): Promise<string> {
  const site = await apiAs(personaAccounts.jnSite)
  const instance = (await site('POST', '/api/workflow/instance', paymentBody(rows))).json<Instance>() // prettier-ignore
  for (const account of [
    personaAccounts.jnCost,
    personaAccounts.htSpec1,
    personaAccounts.htSpec2,
  ]) {
    const api = await apiAs(account)
    const task = await todoOf(api, instance.id)
    const answer = await api('POST', `/api/workflow/task/${task.id}/approve`, { comment: '同意', concurrencyStamp: task.concurrencyStamp }) // prettier-ignore
    if (answer.status !== 200) throw new Error(`not approved: ${answer.text}`)
  }
  return instance.id
}

async function act(
  account: (typeof personaAccounts)[keyof typeof personaAccounts],
  instanceId: string,
  action: string,
  body: Record<string, unknown>,
) {
  // prettier-ignore
  const api = await apiAs(account)
  const task = await todoOf(api, instanceId)
  const answer = await api('POST', `/api/workflow/task/${task.id}/${action}`, { comment: '同意', concurrencyStamp: task.concurrencyStamp, ...body }) // prettier-ignore
  if (answer.status !== 200) throw new Error(`${action} refused: ${answer.text}`)
}

/**
 * From the 总监理工程师 (paymentAtChief) to Approved: ht-chief signs with the stored signature,
 * bj-pm with a drawing uploaded for the task (`drawn`), then both apply their seals.
 */
export async function signAndSeal(instanceId: string, drawn = pngSquare(64)): Promise<void> {
  await act(personaAccounts.htChief, instanceId, 'approve', { signature: { source: 1 } })
  const pmTask = await todoOf(await apiAs(personaAccounts.bjPm), instanceId)
  const upload = (await sendForm(personaAccounts.bjPm, 'POST', `/api/workflow/task/${pmTask.id}/signature`, {}, drawn)).json<{ uploadId: string }>() // prettier-ignore
  await act(personaAccounts.bjPm, instanceId, 'approve', { signature: { source: 2, uploadId: upload.uploadId } }) // prettier-ignore
  await act(personaAccounts.htChief, instanceId, 'seal', { signKeyId: signKeyIds.huatongDh01Seal })
  await act(personaAccounts.bjPm, instanceId, 'seal', {
    signKeyId: signKeyIds.binjiangEastRingSeal,
  })
}
