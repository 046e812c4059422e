import type {
  FieldPermissions,
  FormData,
  FormSchema,
} from '@/modules/workflow/form-schema/form-schema-types'

/** Instances of an approval (workflow-api.md §4): what the start, handle and instance pages read. */

export const InstanceStatus = {
  Draft: 0,
  Running: 1,
  Approved: 2,
  Rejected: 3,
  Withdrawn: 4,
  Cancelled: 5,
} as const
export type InstanceStatus = (typeof InstanceStatus)[keyof typeof InstanceStatus]

/** A scheme the caller may start on a project (and section): `GET instance/startable`. */
export interface StartableSchemeDto {
  schemeId: string
  version: number
  name: string
  icon: string | null
  category: string | null
  /** The start page asks for a contract section first. */
  needsHtd: boolean
}

/** A person a path step resolves to. */
export interface PathAssigneeDto {
  userId: string
  name: string
  organizationName: string | null
  positionNames: string[]
}

/** One node of "who will approve" (simulate / preview) and of an instance's path. */
export interface PathStepDto {
  nodeId: string
  name: string
  /** 1 Start, 2 Approver, 3 Handler, 4 Cc, 5/6 branches, 7 Seal, 9 End. */
  type: number
  /** 1 Sequential, 2 Countersign, 3 OrSign. */
  multiMode: number | null
  assignees: PathAssigneeDto[]
  /** Why the node will not run (a branch not taken, no assignee with auto-approve). */
  skippedReason?: string | null
  /** On an instance's path: whether the node has been passed, is current, or is still to come. */
  state?: 'passed' | 'current' | 'pending' | null
}

/**
 * A node whose approvers are picked (StarterSelects): by the starter (`start-form`'s
 * `selectable`) or by the approver of the node before (a task's `nextSelectable`).
 */
export interface SelectableNodeDto {
  nodeId: string
  name: string
  /** Beyond the contract: nobody else staffs the node, so a pick is needed. */
  required: boolean
  candidates: PathAssigneeDto[]
}

/** `GET instance/start-form`: the pinned form version and its first preview. */
export interface StartFormDto {
  scheme: { id: string; name: string; category: string | null; version: number }
  formVersion: { version: number; schema: FormSchema }
  fieldPermissions: FieldPermissions
  selectable: SelectableNodeDto[]
  preview: PathStepDto[]
}

export interface CurrentNodeDto {
  nodeId: string
  name: string
  assigneeNames: string[]
}

export interface SummaryItemDto {
  label: string
  value: string
}

export interface InstanceDto {
  id: string
  /** Null while a Draft. */
  number: string | null
  title: string
  schemeId: string
  schemeName: string | null
  schemeVersion: number | null
  formId: string
  formVersion: number | null
  projectId: string
  projName: string | null
  htdId: string | null
  htdName: string | null
  starterId: string
  starterName: string | null
  status: InstanceStatus
  currentNodes: CurrentNodeDto[]
  summary: SummaryItemDto[]
  startTime: string | null
  endTime: string | null
  creationTime: string
  concurrencyStamp: string
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

/** One entry of an instance's timeline (§3); optional members are absent when empty. */
export interface TimelineEntryDto {
  entryId: string
  nodeId: string
  nodeName: string
  type: TimelineType
  userId: string
  userName: string
  /** "D 代 U": D acted on behalf of U. */
  onBehalfOfUserName?: string
  comment?: string
  /** The frozen images of a signed or sealed step (`GET instance/{id}/image/{entryId}`). */
  signature?: { imageHash: string }
  seal?: { signKeyId: string; name: string; organizationName?: string; imageHash?: string }
  time: string
  hash: string
}

export interface DocumentSummaryDto {
  documentHash: string
  contentHash: string
  generatedTime: string
}

export interface InstanceDetailDto extends InstanceDto {
  /** The signed PDF's current generation (Approved instances whose scheme has a template). */
  document?: DocumentSummaryDto
  /** Beyond the contract: the document is being composed ("generating"). */
  documentPending?: boolean
  /** The pinned form version's schema. */
  formSchema: FormSchema
  /** Hidden fields removed for the caller. */
  formData: FormData
  fieldPermissions: FieldPermissions
  timeline: TimelineEntryDto[]
  /** The nodes passed and to come. */
  path: PathStepDto[]
  myTask?: { taskId: string; actions: string[] } | null
  /** Beyond the contract: the starter's picks (a draft is taken up with them). */
  selectedAssignees?: SelectedAssignees
}

/** Approvers picked by the starter: node id → user ids. */
export type SelectedAssignees = Record<string, string[]>

/** POST `instance` (a draft with `draft: true`) and PUT `instance/{id}` (a draft, with the stamp). */
export interface InstanceSaveDto {
  schemeId: string
  projectId: string
  htdId?: string | null
  title?: string | null
  formData: FormData
  selectedAssignees: SelectedAssignees
  draft: boolean
  concurrencyStamp?: string
}

export interface InstancePreviewInput {
  schemeId: string
  projectId: string
  htdId?: string | null
  formData: FormData
  selectedAssignees: SelectedAssignees
}

/** An upload of an `upload` field (§4.1): the uploader's until a save or submit binds it. */
export interface AttachmentDto {
  id: string
  name: string
  size: number
  contentType: string
  sha256: string
}
