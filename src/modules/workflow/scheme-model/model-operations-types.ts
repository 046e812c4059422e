/**
 * The SimpleModel (workflow-api.md §2) as the flow designer's operations need it.
 * TEMPORARY: i24-back's `scheme-model-types.ts` (landing beside this file) owns these types; this
 * file declares only what model-operations.ts touches until then, and the lead merges the two.
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

export type Party = 'owner' | 'constructor' | 'contractor' | 'supervisor'

export type AssigneeRule =
  | { kind: 1; userIds: string[] }
  | { kind: 2; roleName: string }
  | { kind: 3; positionId: string }
  | { kind: 4; party: Party; positionId: string }
  | { kind: 5 }
  | { kind: 6; candidateKinds?: number[]; selectableBy: 'starter' | 'previous' }
  | { kind: 7; fieldKey: string }
  | { kind: 8; positionId: string }

export type SealRule = { kind: 2; party: 'owner' | 'constructor' } | { kind: 3; party: 'contractor' | 'supervisor' } // prettier-ignore

export interface ModelBranch {
  id: string
  name: string
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
  passPercent?: number
  /** 1 FailFast · 2 WaitForRatio. */
  countersignRejectPolicy?: number
  /** 1 AutoApprove · 2 AutoReject · 3 Assign `{kind: 3, userIds}` · 4 SchemeAdmins. */
  onEmpty?: number | { kind: number; userIds?: string[] }
  buttons?: Partial<Record<'reject' | 'return' | 'transfer' | 'delegate' | 'addSign' | 'cc', boolean>> // prettier-ignore
  requireComment?: boolean
  requireSignature?: boolean
  /** fieldKey → 1 Read · 2 Write · 3 Hidden. */
  fieldPermissions?: Record<string, number>
  timeout?: { afterMinutes: number; action: number; maxReminders?: number }
  rejectPolicy?: { type: number; nodeId?: string }
  seals?: SealRule[]
}
