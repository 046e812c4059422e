import { schemeGraph } from './engine/scheme-graph.ts'

/**
 * The shapes of workflow-api.md §1 and §2 the embedded backend reads: a form schema and a scheme's
 * SimpleModel. Structural and loose on purpose: the form runtime's typed schema
 * (src/modules/workflow/form-schema) and the engine own the full types; these name only what the
 * routes and the seed touch.
 */

export type LocalizedText = { 'zh-Hans': string; en?: string; ja?: string; es?: string }

export interface FormField {
  key: string
  type: string
  label: LocalizedText
  required?: boolean
  maxLength?: number
  min?: number
  max?: number
  scale?: number
  computed?: string
  visibleWhen?: string
  dictionary?: string
  options?: { value: string; label: LocalizedText }[]
  columns?: FormField[]
  minRows?: number
  maxRows?: number
  maxCount?: number
  span?: number
}

export interface FormSchema {
  schemaVersion: 1
  layout: { columns: number }
  fields: FormField[]
}

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
export const fieldPermissionKinds = { read: 1, write: 2, hidden: 3 } as const

export type AssigneeRule =
  | { kind: 1; userIds: string[] }
  | { kind: 2; roleName: string }
  | { kind: 3; positionId: string }
  | { kind: 4; party: 'owner' | 'constructor' | 'contractor' | 'supervisor'; positionId: string }
  | { kind: 5 }
  | { kind: 6; candidateKinds?: number[]; selectableBy: 'starter' | 'previous' }
  | { kind: 7; fieldKey: string }
  | { kind: 8; positionId: string }

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
  type: number
  name: string
  childNode?: ModelNode
  branches?: ModelBranch[]
  assignees?: AssigneeRule[]
  multiMode?: number
  passPercent?: number
  countersignRejectPolicy?: number
  /** 1 AutoApprove · 2 AutoReject · 3 Assign (`{kind: 3, userIds}`) · 4 SchemeAdmins. */
  onEmpty?: number | { kind: number; userIds?: string[] }
  buttons?: Partial<
    Record<'reject' | 'return' | 'transfer' | 'delegate' | 'addSign' | 'cc', boolean>
  >
  requireComment?: boolean
  requireSignature?: boolean
  fieldPermissions?: Record<string, number>
  timeout?: { afterMinutes: number; action: number; maxReminders?: number }
  rejectPolicy?: { type: number; nodeId?: string }
}

/** Any node of the model by id, branches included. */
export function findModelNode(root: ModelNode, id: string): ModelNode | null {
  return (schemeGraph(root).places.get(id)?.node as ModelNode | undefined) ?? null
}

export interface SchemeSettings {
  allowWithdraw: boolean
  dedupe: number
  titleTemplate: string | null
  summaryFields: string[]
  numberRule: { prefix: string; seqLength: number }
  remindMinIntervalMinutes: number
}
