import type { FormSchema } from '../form-schema/form-schema-types'
import type { ModelNode } from '../scheme-model/scheme-model-types'

/** Workflow schemes (流程方案, workflow-api.md §2) and what the flow designer reads beside them. */

/** As forms: 1 Draft (never published), 2 Published, 3 Disabled. */
export const DefinitionStatus = { Draft: 1, Published: 2, Disabled: 3 } as const
export type DefinitionStatus = (typeof DefinitionStatus)[keyof typeof DefinitionStatus]

export interface StartScope {
  organizationIds: string[]
  positionIds: string[]
  userIds: string[]
}

export interface SchemeSettings {
  allowWithdraw: boolean
  /** 1 None, 2 Adjacent, 3 All. */
  dedupe: number
  titleTemplate: string | null
  /** At most 5 field keys. */
  summaryFields: string[]
  numberRule: { prefix: string; seqLength: number } | null
  remindMinIntervalMinutes: number
}

export interface SchemeDto {
  id: string
  name: string
  code: string
  category: string | null
  icon: string | null
  sort: number
  description: string | null
  businessType: string | null
  /** Null: every project of the tenant. */
  projectId: string | null
  projName: string | null
  formId: string
  formName: string | null
  documentTemplateId: string | null
  startScope: StartScope | null
  settings: SchemeSettings | null
  status: DefinitionStatus
  publishedVersion: number | null
  hasUnpublishedChanges: boolean
  /** Only on GET of one scheme: the draft. */
  model?: ModelNode
  creationTime: string
  concurrencyStamp: string
}

export interface SchemeCreateDto {
  name: string
  code: string
  category?: string | null
  icon?: string | null
  sort?: number
  description?: string | null
  businessType?: string | null
  projectId?: string | null
  formId: string
  documentTemplateId?: string | null
  model?: ModelNode
  startScope?: StartScope | null
  settings?: SchemeSettings | null
}

export interface SchemeUpdateDto extends SchemeCreateDto {
  model: ModelNode
  concurrencyStamp?: string | null
}

export interface SchemeFilters {
  category: string
  projectId: string
  status: DefinitionStatus
}

export interface SchemeIssue {
  nodeId: string | null
  code: string
  message: string
}

export interface SimulateInput {
  starterId: string
  projectId: string
  htdId?: string | null
  formData: Record<string, unknown>
}

export interface SimulatedStep {
  nodeId: string
  name: string
  type: number
  multiMode: number | null
  assignees: { userId: string; name: string; organizationName: string | null; positionNames: string[] }[] // prettier-ignore
  seals?: { signKeyId: string; name: string; holderNames: string[] }[]
  skippedReason?: string | null
}

export interface SimulateResult {
  path: SimulatedStep[]
  warnings: SchemeIssue[]
}

/** `form/list`: the published forms a scheme may use. */
export interface FormSummaryDto {
  id: string
  name: string
  code: string
  category: string | null
  status: DefinitionStatus
  publishedVersion: number | null
}

/** The form of a scheme as the designer reads it: its draft, or a published version. */
export interface SchemeFormSchema {
  schema: FormSchema
}
