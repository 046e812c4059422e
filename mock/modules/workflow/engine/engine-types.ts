/**
 * The approval engine's types (workflow-api.md §2–§4). The engine is pure: no HTTP, no database
 * and no clock of its own (`now` is an input); what it keeps is one `EngineState` per instance,
 * plain JSON (store it as it is), whose members carry §4's DTO names where §4 has them.
 */

/** An API time, `yyyy-MM-ddTHH:mm:ss.fff` with no offset (the business clock's wall time). */
export type ApiTime = string

// ---------------------------------------------------------------------------------------------
// Scheme (§2): the pinned version's model and settings

export const nodeTypes = {
  start: 1,
  approver: 2,
  handler: 3,
  cc: 4,
  exclusive: 5,
  parallel: 6,
  seal: 7,
  end: 9,
} as const

export const multiModes = { sequential: 1, countersign: 2, orSign: 3 } as const
export const onEmptyKinds = { autoApprove: 1, autoReject: 2, assign: 3, schemeAdmins: 4 } as const
export const timeoutActions = { remind: 1, autoApprove: 2, autoReject: 3 } as const
export const countersignRejectPolicies = { failFast: 1, waitForRatio: 2 } as const
export const dedupeModes = { none: 1, adjacent: 2, all: 3 } as const

export type AssigneeRule =
  | { kind: 1; userIds: string[] }
  | { kind: 2; roleName: string }
  | { kind: 3; positionId: string }
  | { kind: 4; party: Party; positionId: string }
  | { kind: 5 }
  | { kind: 6; candidateKinds?: number[]; selectableBy: 'starter' | 'previous' }
  | { kind: 7; fieldKey: string }
  | { kind: 8; positionId: string }

export type Party = 'owner' | 'constructor' | 'contractor' | 'supervisor'

export interface SealRule {
  kind: 2 | 3
  party: Party
}

export interface SchemeNode {
  id: string
  type: number
  name: string
  childNode?: SchemeNode | null
  assignees?: AssigneeRule[]
  multiMode?: number
  passPercent?: number
  countersignRejectPolicy?: number
  onEmpty?: { kind: number; userIds?: string[] } | number
  buttons?: Partial<
    Record<'reject' | 'return' | 'transfer' | 'delegate' | 'addSign' | 'cc', boolean>
  >
  requireComment?: boolean
  requireSignature?: boolean
  fieldPermissions?: Record<string, number>
  timeout?: { afterMinutes: number; action: number; maxReminders?: number }
  rejectPolicy?: { type: number; nodeId?: string }
  branches?: SchemeBranch[]
  seals?: SealRule[]
}

export interface SchemeBranch {
  id: string
  name: string
  condition?: string
  isDefault?: boolean
  priority: number
  childNode?: SchemeNode | null
}

export interface SchemeSettings {
  allowWithdraw?: boolean
  dedupe?: number
  remindMinIntervalMinutes?: number
}

/** What an instance pins at submit: the scheme version (and the form version beside it). */
export interface PinnedScheme {
  schemeId: string
  version: number
  name: string
  model: SchemeNode
  settings?: SchemeSettings
  formId?: string
  formVersion?: number
  /** False when the scheme is disabled or has never been published (rule 15). */
  startable?: boolean
  startScope?: { organizationIds?: string[]; positionIds?: string[]; userIds?: string[] }
}

// ---------------------------------------------------------------------------------------------
// The organisation context: everything the engine reads about people, passed in by the caller

export interface DirectoryUser {
  id: string
  name: string
  active?: boolean
  organizationIds: string[]
  positionIds: string[]
  roleNames?: string[]
}

export interface DirectoryOrganization {
  id: string
  name: string
  parentId: string | null
}

/** A grant on a project (htdId absent) or on a contract section. */
export interface DirectoryGrant {
  userId: string
  projectId?: string
  htdId?: string
}

export interface StandingDelegation {
  id: string
  delegatorId: string
  delegateeId: string
  /** Empty = every scheme. */
  schemeIds: string[]
  projectId?: string | null
  startTime: ApiTime
  endTime: ApiTime
  enabled: boolean
}

/** An enabled or disabled signing key matching this instance's project or section (§6). */
export interface DirectorySeal {
  signKeyId: string
  name: string
  organizationName?: string
  kind: 2 | 3
  party: Party
  enabled: boolean
  holderIds: string[]
}

export interface OrgContext {
  users: DirectoryUser[]
  organizations: DirectoryOrganization[]
  grants: DirectoryGrant[]
  project: {
    id: string
    code?: string
    ownerOrgId?: string | null
    constructorOrgId?: string | null
  }
  htd?: {
    id: string
    code?: string
    contractorOrgId?: string | null
    supervisorOrgId?: string | null
  } | null
  /** Holders of Workflow.Scheme (onEmpty 4). */
  schemeAdminIds?: string[]
  delegations?: StandingDelegation[]
  seals?: DirectorySeal[]
  /** Branch conditions (§1's expression language, owned by the form schema); true = take it. */
  evaluateCondition?: (expression: string, scope: ConditionScope) => boolean
  /** Ids for new tasks, entries and cc rows; the default is `<instanceId>-<kind><n>`. */
  newId?: (kind: 'task' | 'entry' | 'cc' | 'todo') => string
}

export interface ConditionScope {
  formData: Record<string, unknown>
  starter: { organizationIds: string[]; positionIds: string[] }
  htd: { code: string | null }
  project: { code: string | null }
}

// ---------------------------------------------------------------------------------------------
// State (§4's names where they exist)

export const instanceStatuses = {
  draft: 0,
  running: 1,
  approved: 2,
  rejected: 3,
  withdrawn: 4,
  cancelled: 5,
} as const

export const taskStatuses = {
  pending: 1,
  approved: 2,
  rejected: 3,
  returned: 4,
  transferred: 5,
  delegated: 6,
  cancelled: 7,
  skipped: 8,
} as const

/**
 * What a task is for: `approve` a node's own task; `resubmit` the starter's at Start after a
 * return; `resolve` a delegatee's (its only action is Resolve); `seal` a seal group's holder.
 */
export type TaskKind = 'approve' | 'resubmit' | 'resolve' | 'seal'

export interface EngineTask {
  id: string
  instanceId: string
  nodeId: string
  nodeName: string
  assigneeId: string
  assigneeName: string
  /** A standing delegation moved it here from this user ("D 代 U"). */
  onBehalfOfId?: string
  onBehalfOfName?: string
  /** A `resolve` task's owner task. */
  ownerTaskId?: string
  status: number
  kind: TaskKind
  /** Which activation of the node it belongs to (re-entry starts fresh, rule 2). */
  round: number
  /** In countersign arithmetic (entry tasks, their transfers, Parallel add-signs; rule 7). */
  counts: boolean
  /** Add-sign: the adding task and the mode (1 Before, 2 After, 3 Parallel). */
  addedByTaskId?: string
  addSignMode?: number
  /** Removed by a reduce (leaves the node's arithmetic, rule 7). */
  reduced?: boolean
  /** After add-signs announced by this task, created when it is approved (rule 8). */
  afterAddSigns?: string[]
  /** The seal group (index into the node's `seals`) of a seal task. */
  sealGroup?: number
  /** The task it was transferred or reassigned from. */
  transferredFromTaskId?: string
  comment?: string
  creationTime: ApiTime
  completedTime?: ApiTime
  dueTime?: ApiTime
  remindersSent?: number
  concurrencyStamp: string
}

export interface TimelineEntry {
  entryId: string
  nodeId: string
  nodeName: string
  type: TimelineType
  userId?: string
  userName?: string
  onBehalfOfUserName?: string
  comment?: string
  signature?: { imageHash: string }
  seal?: { signKeyId: string; name: string; organizationName?: string; imageHash?: string }
  time: ApiTime
  hash: string
}

export type TimelineType =
  | 'submitted'
  | 'approved'
  | 'rejected'
  | 'returned'
  | 'resubmitted'
  | 'transferred'
  | 'delegated'
  | 'resolved'
  | 'addSigned'
  | 'reduced'
  | 'cc'
  | 'commented'
  | 'sealed'
  | 'withdrawn'
  | 'cancelled'
  | 'reminded'
  | 'autoApproved'
  | 'skipped'
  | 'timeout'
  | 'reassigned'
  | 'documentGenerated'

export interface CcEntry {
  id: string
  instanceId: string
  userId: string
  fromUserId?: string
  nodeId: string
  comment?: string
  creationTime: ApiTime
  isRead: boolean
}

export const todoStatuses = { pending: 1, done: 2, cancelled: 3 } as const
export const todoSources = { workflow: 1, system: 3 } as const

/** A to-do the engine wants (business-api.md §6.2): one per Pending task, and reminders. */
export interface EngineTodo {
  id: string
  userId: string
  /** 1 Workflow (a task's; `sourceId` = task id) or 3 System (a reminder). */
  source: number
  sourceId: string | null
  title: string
  link: string | null
  projectId: string
  dueTime: ApiTime | null
  status: number
  creationTime: ApiTime
  completedTime?: ApiTime
}

/** A node being worked on now (one per running branch). */
export interface ActiveNode {
  nodeId: string
  round: number
  /** The users resolved when it was entered (rule 10's "already an assignee"). */
  assigneeIds: string[]
  /** Sequential: the assignees still to get a task, in order (After add-signs tagged, rule 8). */
  queue: { userId: string; addedByTaskId?: string }[]
  /** Seal: the groups already applied. */
  sealedGroups?: number[]
}

export interface EngineInstance {
  id: string
  title: string
  schemeId: string
  schemeName: string
  /** Null while a Draft (rule 16: a draft pins nothing). */
  schemeVersion: number | null
  formId: string | null
  formVersion: number | null
  projectId: string
  htdId: string | null
  starterId: string
  starterName: string
  status: number
  formData: Record<string, unknown>
  selectedAssignees: Record<string, string[]>
  startTime: ApiTime | null
  endTime: ApiTime | null
  concurrencyStamp: string
}

export interface EngineState {
  instance: EngineInstance
  tasks: EngineTask[]
  timeline: TimelineEntry[]
  cc: CcEntry[]
  todos: EngineTodo[]
  run: {
    active: ActiveNode[]
    /** Parallel/exclusive branch nodes under way: the branches started and finished. */
    splits: { nodeId: string; started: string[]; finished: string[]; lastNodeIds: string[] }[]
    /** Nodes passed since their last entry (return targets); `auto` = passed without anyone. */
    passed: { nodeId: string; auto: boolean }[]
    /** Whether the instance waits at Start after a return. */
    atStart: boolean
    lastRemindTime: ApiTime | null
    rounds: number
    seq: number
  }
}

// ---------------------------------------------------------------------------------------------
// Actions and results

export interface Signature {
  imageHash: string
}

export type TaskAction =
  | {
      type: 'approve'
      comment?: string
      formData?: Record<string, unknown>
      signature?: Signature
      nextAssignees?: Record<string, string[]>
    }
  | { type: 'reject'; comment?: string; signature?: Signature }
  | { type: 'return'; targetNodeId: string; comment?: string }
  | { type: 'transfer'; userId: string; comment?: string }
  | { type: 'delegate'; userId: string; comment?: string }
  | { type: 'resolve'; comment?: string }
  | { type: 'addSign'; userIds: string[]; mode: number; comment?: string }
  | { type: 'reduce'; taskIds?: string[]; userIds?: string[] }
  | { type: 'cc'; userIds: string[]; comment?: string }
  | { type: 'seal'; signKeyId: string; comment?: string; signature?: Signature; imageHash?: string }

export type InstanceAction =
  | { type: 'withdraw'; reason?: string }
  | { type: 'remind' }
  | { type: 'comment'; content: string }
  | { type: 'cancel'; reason: string }
  | { type: 'reassign'; taskId: string; userId: string; reason?: string }

/** A refusal: §9's code (403), `Concurrency` (409) or `Validation` (400, with the member). */
export interface EngineRefusal {
  code: string
  httpStatus: 400 | 403 | 404 | 409
  data?: Record<string, unknown>
  member?: string
}

/** What one call changed, for the caller's tables, to-dos, notices and live counts (rule 20). */
export interface EngineEffects {
  tasksOpened: EngineTask[]
  tasksClosed: EngineTask[]
  todosOpened: EngineTodo[]
  todosClosed: EngineTodo[]
  ccCreated: CcEntry[]
  timelineAdded: TimelineEntry[]
  /** Users whose counts (to-dos, tasks, cc) changed: the live stream's recipients. */
  countsChanged: string[]
}

export type EngineResult =
  { ok: true; state: EngineState; effects: EngineEffects } | { ok: false; refusal: EngineRefusal }
