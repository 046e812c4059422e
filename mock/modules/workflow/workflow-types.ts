import type { AuditedRecord } from '../../core/db/audited-record.ts'
import type { ImageType } from '../../core/images/image-header.ts'
import type { DocumentGeneration } from './documents/document-template-types.ts'
import type { EngineState } from './workflow-engine-port.ts'
import type { FormSchema, ModelNode, SchemeSettings } from './workflow-model.ts'

/** The workflow module's tables (workflow-api.md §1–§5). */

export const definitionStatuses = { draft: 1, published: 2, disabled: 3 } as const

export interface WorkflowFormRecord extends AuditedRecord {
  name: string
  code: string
  category: string | null
  description: string | null
  sort: number
  /** The draft schema (what the designer edits). */
  schema: FormSchema
  status: number
  publishedVersion: number | null
  hasUnpublishedChanges: boolean
}

/** An immutable published version of a form. */
export interface WorkflowFormVersionRecord {
  id: string
  tenantId: string | null
  formId: string
  version: number
  schema: FormSchema
  schemaHash: string
  publishTime: string
  publisherName: string | null
}

export interface WorkflowSchemeRecord extends AuditedRecord {
  name: string
  code: string
  category: string | null
  icon: string | null
  sort: number
  description: string | null
  businessType: string | null
  /** Null: every project of the tenant. */
  projectId: string | null
  formId: string
  documentTemplateId: string | null
  model: ModelNode
  startScope: { organizationIds: string[]; positionIds: string[]; userIds: string[] }
  settings: SchemeSettings
  /** Whether an instance needs a contract section (the start page asks for it first). */
  needsHtd: boolean
  status: number
  publishedVersion: number | null
  hasUnpublishedChanges: boolean
}

export interface WorkflowSchemeVersionRecord {
  id: string
  tenantId: string | null
  schemeId: string
  version: number
  model: ModelNode
  formId: string
  formVersion: number
  settings: SchemeSettings
  publishTime: string
  /** The document template pinned with this version (the scheme's when it was published). */
  documentTemplateId?: string | null
}

export interface WorkflowInstanceRecord extends AuditedRecord {
  /** Null while a Draft (drafts pin nothing, rule 16). */
  number: string | null
  title: string
  schemeId: string
  schemeVersion: number | null
  formId: string
  formVersion: number | null
  projectId: string
  htdId: string | null
  starterId: string
  /** Picker values carry their frozen display text (`{id, name}`) once submitted. */
  formData: Record<string, unknown>
  /** The approvers the starter picked per node (StarterSelects, selectableBy "starter"). */
  selectedAssignees?: Record<string, string[]>
  /** Null while a Draft; the engine's state (tasks and timeline included) once submitted. */
  engine: EngineState | null
  /** The signature and seal images its steps used, copied when used (frozen, by hash). */
  frozenImages?: FrozenImage[]
  /** The signed PDF's generations (the last is current), and whether one is being composed. */
  documents?: DocumentGeneration[]
  documentPending?: boolean
  startTime: string | null
  endTime: string | null
}

/** A "Copied to me" entry. */
export interface WorkflowCcRecord extends AuditedRecord {
  instanceId: string
  userId: string
  fromUserId: string
  nodeId: string
  comment: string | null
  isRead: boolean
}

export interface WorkflowDelegationRecord extends AuditedRecord {
  delegatorId: string
  delegateeId: string
  schemeIds: string[]
  projectId: string | null
  startTime: string
  endTime: string
  reason: string | null
  enabled: boolean
}

/** An upload of an `upload` field: its uploader's until a save or submit binds it. */
export interface WorkflowAttachmentRecord extends AuditedRecord {
  name: string
  size: number
  contentType: string
  sha256: string
  bytes: Uint8Array
  instanceId: string | null
}

/** An image copied into an instance: what a signature or seal looked like when it was applied. */
export interface FrozenImage {
  type: ImageType
  bytes: Uint8Array
  hash: string
}

/** A signature drawn for one task (`POST task/{id}/signature`): single use, 10 minutes. */
export interface SignatureUploadRecord extends AuditedRecord {
  userId: string
  taskId: string
  image: FrozenImage
  used: boolean
}

declare module '../../core/db/types.ts' {
  interface MockDatabase {
    workflowForms: WorkflowFormRecord[]
    workflowFormVersions: WorkflowFormVersionRecord[]
    workflowSchemes: WorkflowSchemeRecord[]
    workflowSchemeVersions: WorkflowSchemeVersionRecord[]
    workflowInstances: WorkflowInstanceRecord[]
    workflowCcs: WorkflowCcRecord[]
    workflowDelegations: WorkflowDelegationRecord[]
    workflowAttachments: WorkflowAttachmentRecord[]
    workflowSignatureUploads: SignatureUploadRecord[]
  }
}
