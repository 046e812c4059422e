import type { OrgContext } from './engine/engine.ts'
import type { ModelNode, SchemeSettings } from './workflow-model.ts'

/**
 * The narrow seam between the workflow routes and the engine (workflow-api.md §3). The routes
 * keep an instance's engine state as one JSON value (its tasks and its timeline included) and ask
 * the port to start it, apply an action, run due timeouts and describe it; everything the engine
 * needs of the organisation comes in `OrgContext`, built by the backend from its tables, so the
 * engine stays pure (no database, no HTTP, no clock: `now` is given). The engine (engine/) sits
 * behind it through engine-adapter.ts, which keeps the engine's own state in `internal` and shows
 * the routes this smaller view of it (times in milliseconds, nulls for absent members).
 */

export const instanceStatuses = { draft: 0, running: 1, approved: 2, rejected: 3, withdrawn: 4, cancelled: 5 } as const // prettier-ignore
export const taskStatuses = { pending: 1, approved: 2, rejected: 3, returned: 4, transferred: 5, delegated: 6, cancelled: 7, skipped: 8 } as const // prettier-ignore

/** A task as the engine keeps it; times are epoch milliseconds. */
export interface EngineTask {
  id: string
  nodeId: string
  nodeName: string
  /** Which entry of the node it belongs to (a node entered again after a return starts fresh). */
  round: number
  /** `resubmit`: the starter's task at Start after a return; `resolve`: a delegate's (委派) task; `seal`: a seal holder's (part 3). */
  kind: 'approve' | 'resubmit' | 'resolve' | 'seal'
  assigneeId: string
  /** A standing delegation's delegator (the task is handled "on behalf of" them). */
  onBehalfOfId: string | null
  /** For a `resolve` task: the owner's task it answers. */
  ownerTaskId: string | null
  status: number
  creationTime: number
  completedTime: number | null
  dueTime: number | null
  comment: string | null
  concurrencyStamp: string
  reminders: number
  /** A seal task's group: the index into its node's `seals`. */
  sealGroup?: number
}

export interface EngineTimelineEntry {
  entryId: string
  nodeId: string
  nodeName: string
  type: string
  /** Absent on system entries (`autoApproved` by onEmpty, a Cc node's `cc`). */
  userId?: string
  userName?: string
  onBehalfOfUserName?: string
  comment?: string
  /** The frozen images of the step (their bytes are in the instance's `frozenImages`). */
  signature?: { imageHash: string }
  seal?: { signKeyId: string; name: string; organizationName?: string; imageHash?: string }
  /** `yyyy-MM-ddTHH:mm:ss.fff`, no offset. */
  time: string
  hash: string
}

export interface EngineState {
  status: number
  /** The node(s) holding Pending tasks; empty when finished or waiting at Start. */
  currentNodeIds: string[]
  round: number
  tasks: EngineTask[]
  timeline: EngineTimelineEntry[]
  /** Time of the last submit or resubmit (withdraw looks at actions since then). */
  lastSubmitTime: number
  lastRemindTime: number | null
  /** Opaque to the routes: the engine's own state, of which the members above are a view. */
  internal: Record<string, unknown>
}

/** One instance as the engine sees it. */
export interface EngineInstance {
  id: string
  title: string
  schemeId: string
  schemeName: string
  /** The pinned version (a Draft: the one published now). */
  schemeVersion: number
  projectId: string
  htdId: string | null
  model: ModelNode
  settings: SchemeSettings
  formData: Record<string, unknown>
  starterId: string
  /** The starter's picks per node (StarterSelects): for the start and "who will approve". */
  selectedAssignees: Record<string, string[]>
}

export interface EngineEnv {
  instance: EngineInstance
  /** People, places, grants, scheme admins, standing delegations; the engine's own type. */
  org: OrgContext
  now: number
  newId: () => string
}

export type EngineAction =
  | { type: 'approve'; taskId: string; comment?: string; signature?: { imageHash: string }; nextAssignees?: Record<string, string[]> } // prettier-ignore
  | { type: 'seal'; taskId: string; signKeyId: string; comment?: string; signature?: { imageHash: string }; imageHash?: string } // prettier-ignore
  | { type: 'reject'; taskId: string; comment: string }
  | { type: 'return'; taskId: string; targetNodeId: string; comment?: string }
  | { type: 'transfer' | 'delegate'; taskId: string; userId: string; comment?: string }
  | { type: 'resolve'; taskId: string; comment?: string }
  | { type: 'cc'; taskId: string; userIds: string[]; comment?: string }
  | { type: 'addSign'; taskId: string; userIds: string[]; mode: number; comment?: string }
  | { type: 'reduce'; taskId: string; taskIds: string[] }
  | { type: 'comment'; comment: string }
  | { type: 'withdraw'; comment?: string }
  | { type: 'remind' }
  | { type: 'cancel'; comment: string }
  | { type: 'reassign'; taskId: string; userId: string; comment?: string }

/** What a step did besides the state: cc entries and remind to-dos for the backend to write. */
export interface EngineEffects {
  ccs: { userId: string; fromUserId: string; nodeId: string; comment: string | null }[]
  reminders: { userId: string; taskId: string }[]
}

/**
 * A refusal: a §9 code with its arguments, or one of the engine's `NotFound` (404), `Concurrency`
 * (409), `Validation` (400, naming `member`) and `Volo.Authorization:010001` (403).
 */
export type EngineRefusal = { refused: string; args: (string | number)[]; member?: string }

export type EngineStep = { state: EngineState; effects: EngineEffects }

export interface PathStep {
  nodeId: string
  name: string
  type: number
  multiMode: number | null
  assigneeIds: string[]
  skippedReason?: string
  /** Seal nodes: the enabled keys of each seal group and their holders (when the org context has seals). */
  seals?: { signKeyId: string; name: string; holderIds: string[] }[]
}

export interface WorkflowEnginePort {
  /** Submit: the starter's `submitted` entry and the first node(s) entered. */
  start(env: EngineEnv, actorId: string): EngineStep | EngineRefusal
  apply(state: EngineState, action: EngineAction, actorId: string, env: EngineEnv): EngineStep | EngineRefusal // prettier-ignore
  /** Timeouts due at `env.now`; null when none. */
  runDueTimeouts(state: EngineState, env: EngineEnv): EngineStep | null
  /** The nodes an instance would pass with this data, assignees resolved ("who will approve"). */
  previewPath(env: EngineEnv): PathStep[]
  /** What the assignee of a Pending task may do now (the handle page's buttons). */
  actionsOf(state: EngineState, taskId: string, env: EngineEnv): string[]
  returnTargets(state: EngineState, taskId: string, env: EngineEnv): { nodeId: string; name: string }[] // prettier-ignore
}

export function isRefusal(value: EngineStep | EngineRefusal): value is EngineRefusal {
  return 'refused' in value
}
