/**
 * A workflow scheme's SimpleModel (workflow-api.md §2): a DingTalk-style tree the flow designer
 * draws and the engine runs. Pure types and constants, no React: the embedded backend imports
 * this folder too (relative imports with `.ts`). The names match the engine's
 * (mock/modules/workflow/engine/engine-types.ts) and the flow designer's operations.
 */

export const NodeType = {
  Start: 1,
  Approver: 2,
  Handler: 3,
  Cc: 4,
  Exclusive: 5,
  Parallel: 6,
  Seal: 7,
  End: 9,
} as const
export type NodeType = (typeof NodeType)[keyof typeof NodeType]

/** The node types the designer's "+" offers (Start is the root, End is implicit). */
export type InsertableType = Exclude<NodeType, 1 | 9>

export const MultiMode = { Sequential: 1, Countersign: 2, OrSign: 3 } as const
export const OnEmptyKind = { AutoApprove: 1, AutoReject: 2, Assign: 3, SchemeAdmins: 4 } as const
export const TimeoutAction = { Remind: 1, AutoApprove: 2, AutoReject: 3 } as const
export const CountersignRejectPolicy = { FailFast: 1, WaitForRatio: 2 } as const
export const RejectPolicyType = { EndProcess: 1, ReturnTo: 2 } as const
export const AssigneeKind = {
  Users: 1,
  Role: 2,
  Position: 3,
  PartyPosition: 4,
  StarterSelf: 5,
  StarterSelects: 6,
  FormUserField: 7,
  StarterOrgPosition: 8,
} as const

/** The project's parties (`owner`, `constructor`) and the contract section's (`contractor`, `supervisor`). */
export type Party = 'owner' | 'constructor' | 'contractor' | 'supervisor'
export const projectParties = ['owner', 'constructor'] as const
export const htdParties = ['contractor', 'supervisor'] as const

export type AssigneeRule =
  | { kind: 1; userIds: string[] }
  | { kind: 2; roleName: string }
  | { kind: 3; positionId: string }
  | { kind: 4; party: Party; positionId: string }
  | { kind: 5 }
  | { kind: 6; candidateKinds?: number[]; selectableBy: 'starter' | 'previous' }
  | { kind: 7; fieldKey: string }
  | { kind: 8; positionId: string }

/** 2 ProjectOrgSeal for the owner or constructor, 3 HtdOrgSeal for the contractor or supervisor. */
export const SealKind = { ProjectOrgSeal: 2, HtdOrgSeal: 3 } as const
export type SealRule = { kind: 2; party: 'owner' | 'constructor' } | { kind: 3; party: 'contractor' | 'supervisor' } // prettier-ignore

export type NodeButton = 'reject' | 'return' | 'transfer' | 'delegate' | 'addSign' | 'cc'

export interface ModelBranch {
  id: string
  name: string
  /** Exclusive branches: §1's expression language over the form's fields and the context names. */
  condition?: string
  isDefault?: boolean
  priority: number
  childNode?: ModelNode
}

export interface ModelNode {
  id: string
  type: NodeType
  name: string
  childNode?: ModelNode
  branches?: ModelBranch[]
  assignees?: AssigneeRule[]
  /** 1 Sequential · 2 Countersign · 3 OrSign. */
  multiMode?: number
  /** Countersign: 1–100, default 100. */
  passPercent?: number
  /** 1 FailFast · 2 WaitForRatio. */
  countersignRejectPolicy?: number
  /** 1 AutoApprove · 2 AutoReject · 3 Assign `{kind: 3, userIds}` · 4 SchemeAdmins. */
  onEmpty?: number | { kind: number; userIds?: string[] }
  buttons?: Partial<Record<NodeButton, boolean>>
  requireComment?: boolean
  requireSignature?: boolean
  /** fieldKey → 1 Read · 2 Write · 3 Hidden (fields not listed: Read; Write at Start). */
  fieldPermissions?: Record<string, number>
  timeout?: { afterMinutes: number; action: number; maxReminders?: number }
  /** 1 EndProcess · 2 ReturnTo `nodeId` (a node before this one). */
  rejectPolicy?: { type: number; nodeId?: string }
  seals?: SealRule[]
}

/** The model is its Start node, the root. */
export type SimpleModel = ModelNode

export interface StartScope {
  organizationIds: string[]
  positionIds: string[]
  userIds: string[]
}

export interface SchemeSettings {
  allowWithdraw: boolean
  /** 1 None · 2 Adjacent · 3 All. */
  dedupe: number
  titleTemplate: string | null
  /** At most 5 field keys. */
  summaryFields: string[]
  numberRule: { prefix: string; seqLength: number }
  remindMinIntervalMinutes: number
}

/** §2's validation codes (validate, and publish's `Workflow:SchemeInvalid`). */
export const modelIssueCodes = [
  'NoStart',
  'NoApprover',
  'BranchWithoutDefault',
  'EmptyBranch',
  'UnknownField',
  'BadExpression',
  'ReturnTargetNotBefore',
  'SealWithoutParty',
  'TooManyNodes',
] as const
export type ModelIssueCode = (typeof modelIssueCodes)[number]

export interface ModelIssue {
  nodeId: string
  code: ModelIssueCode
  message?: string
}

/** V6: nodes of a model, branch lanes' nodes included. */
export const maxModelNodes = 200
