import { schemeGraph } from './engine/scheme-graph.ts'
import type { ModelNode } from '../../../src/modules/workflow/scheme-model/scheme-model-types.ts'

/**
 * The shapes of workflow-api.md §1 and §2 the embedded backend reads: a form schema (structural
 * and loose on purpose: the form runtime's typed schema in src/modules/workflow/form-schema owns
 * the full type; this names only what the routes and the seed touch) and a scheme's SimpleModel.
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

// The SimpleModel's types are the front end's (src/modules/workflow/scheme-model): one copy for
// the flow designer, the model's validation and these routes.
export type { AssigneeRule, ModelBranch, ModelNode, SchemeSettings } from '../../../src/modules/workflow/scheme-model/scheme-model-types.ts' // prettier-ignore

/** Any node of the model by id, branches included. */
export function findModelNode(root: ModelNode, id: string): ModelNode | null {
  return (schemeGraph(root).places.get(id)?.node as ModelNode | undefined) ?? null
}
