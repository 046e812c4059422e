import type { FormData } from '@/modules/workflow/form-schema/form-schema-types'
import type {
  InstanceDetailDto,
  InstanceStatus,
  SelectableNodeDto,
  SummaryItemDto,
} from './instance-dtos'

/** Tasks of an approval (workflow-api.md §4): what the handle page reads and sends. */

export const TaskStatus = {
  Pending: 1,
  Approved: 2,
  Rejected: 3,
  Returned: 4,
  Transferred: 5,
  Delegated: 6,
  Cancelled: 7,
  Skipped: 8,
} as const
export type TaskStatus = (typeof TaskStatus)[keyof typeof TaskStatus]

/** What the assignee may do now: the handle page offers these buttons only. */
export type TaskAction =
  | 'approve'
  | 'reject'
  | 'return'
  | 'transfer'
  | 'delegate'
  | 'resolve'
  | 'addSign'
  | 'reduce'
  | 'cc'
  | 'seal'
  | 'comment'
  | 'withdraw'

/** A task in a list (To do, Done, Workflow tasks) and the handle page's own. */
export interface TaskDto {
  id: string
  instanceId: string
  number: string | null
  title: string
  schemeName: string | null
  nodeId: string
  nodeName: string
  projName: string | null
  htdName: string | null
  starterName: string | null
  assigneeId: string
  assigneeName: string | null
  /** The task this one was delegated (委派) from: its assignee. */
  ownerName?: string | null
  /** A standing delegation's delegator: the user it is held for ("on behalf of"). */
  onBehalfOfName?: string | null
  /** `resubmit`: the starter's task after a return; `resolve`: a delegatee's. */
  kind?: string | null
  status: TaskStatus
  dueTime: string | null
  isOverdue: boolean
  creationTime: string
  completedTime: string | null
  summary: SummaryItemDto[]
}

export interface ReturnTargetDto {
  nodeId: string
  name: string
}

/** A task added by this task's assignee (add-sign), which reduce may remove until it is acted on. */
export interface AddedTaskDto {
  taskId: string
  assigneeName: string
  status: TaskStatus
}

/** `GET task/{id}`: the instance as its assignee sees it, and what the task allows. */
export interface TaskDetailDto extends Omit<InstanceDetailDto, 'concurrencyStamp'> {
  taskId: string
  nodeName: string
  /** Present when the backend says which status the task is in. */
  taskStatus?: TaskStatus
  kind?: string | null
  onBehalfOfName?: string | null
  actions: TaskAction[]
  returnTargets: ReturnTargetDto[]
  signatureRequired: boolean
  /** A seal task: the seals of its group the caller holds (a disabled one is refused). */
  sealOptions?: SealOptionDto[]
  /** Beyond the contract: the caller's enabled stored signature, offered before drawing one. */
  storedSignature?: StoredSignatureDto | null
  commentRequired: boolean
  addedTasks?: AddedTaskDto[]
  /** Beyond the contract: the following steps whose approvers this approver picks (rule 14). */
  nextSelectable?: SelectableNodeDto[]
  /** The task's stamp: every action carries it (stale → 409). */
  concurrencyStamp: string
}

export interface SealOptionDto {
  signKeyId: string
  name: string
  organizationName: string | null
  /** Beyond the contract: the project or section the seal is for, whether it is enabled, its image. */
  scopeName?: string | null
  enabled?: boolean
  imageHash?: string | null
}

export interface StoredSignatureDto {
  signKeyId: string
  imageHash: string
  imageUpdateTime: string
  imageUploaderName: string | null
  /** Uploaded by someone else (an administrator): the step says who and when. */
  uploadedByOther: boolean
}

/** A step's signature: the caller's stored one, or a drawing uploaded for this task. */
export const SignatureSource = { Stored: 1, Drawn: 2 } as const
export type SignatureInput =
  | { source: typeof SignatureSource.Stored }
  | { source: typeof SignatureSource.Drawn; uploadId: string }

export interface TaskApproveInput {
  comment?: string
  /** Write fields only (others → `Workflow:FieldNotWritable`). */
  formData?: FormData
  signature?: SignatureInput
  nextAssignees?: Record<string, string[]>
  concurrencyStamp: string
}

export interface TaskSealInput {
  signKeyId: string
  comment?: string
  signature?: SignatureInput
  concurrencyStamp: string
}

export interface TaskActionResultDto {
  instanceStatus: InstanceStatus
  nextTasks: { taskId: string; nodeName: string; assigneeNames: string[] }[]
}

export const AddSignMode = { Before: 1, After: 2, Parallel: 3 } as const
export type AddSignMode = (typeof AddSignMode)[keyof typeof AddSignMode]
