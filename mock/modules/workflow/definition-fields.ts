import { guid, guidList, integer, text, type FieldSpec } from '../../core/crud/validation.ts'
import { isRecord } from '../../core/http/mock-http.ts'
import { maxFormFields } from '../../../src/modules/workflow/form-schema/schema-validation.ts'
import {
  maxModelNodes,
  NodeType,
} from '../../../src/modules/workflow/scheme-model/scheme-model-types.ts'
import type { FormSchema, ModelNode, SchemeSettings } from './workflow-model.ts'

/**
 * The create/update bodies of forms and schemes (workflow-api.md §1, §2 field tables) as the CRUD
 * kit's field specs: V1 required, V2 lengths, V4 the code pattern, V5 shapes, V6 sizes. The
 * schema's and the model's own rules (validate-schema, validate) run after these.
 */

export const codePattern = /^[A-Za-z][A-Za-z0-9_-]*$/
const maxSchemaBytes = 256 * 1024

function countFields(fields: unknown[]): number {
  return fields.reduce<number>((sum, field) => sum + 1 + (isRecord(field) && Array.isArray(field.columns) ? field.columns.length : 0), 0) // prettier-ignore
}

/** A FormSchema: an object with `fields`, at most 256 KB serialized (V5) and 200 fields (V6). */
function schemaSpec(): FieldSpec<FormSchema> {
  return {
    presence: 'CU',
    absent: { schemaVersion: 1, layout: { columns: 2 }, fields: [] },
    parse: (raw) => {
      if (!isRecord(raw) || !Array.isArray(raw.fields)) return { rule: 'V5' }
      if (new TextEncoder().encode(JSON.stringify(raw)).length > maxSchemaBytes) return { rule: 'V5' } // prettier-ignore
      if (countFields(raw.fields) > maxFormFields) return { rule: 'V6', args: [String(maxFormFields)] } // prettier-ignore
      return { value: structuredClone(raw) as unknown as FormSchema }
    },
  }
}

const nodeTypeValues: readonly number[] = Object.values(NodeType)

/** The lists and maps a node's checks and the engine walk: of their kind when present. */
function membersReadable(node: Record<string, unknown>): boolean {
  const absent = (value: unknown) => value === undefined || value === null
  return (
    (absent(node.assignees) || (Array.isArray(node.assignees) && node.assignees.every(isRecord))) &&
    (absent(node.seals) || (Array.isArray(node.seals) && node.seals.every(isRecord))) &&
    (absent(node.fieldPermissions) || isRecord(node.fieldPermissions)) &&
    (absent(node.rejectPolicy) || isRecord(node.rejectPolicy))
  )
}

/** Nodes of a tree (branch lanes included); null when it is not a tree of `{id, type, name}` nodes (a known type, unique ids). */
export function modelNodeCount(model: unknown): number | null {
  const ids = new Set<string>()
  const walk = (node: unknown): boolean => {
    for (
      let current = node;
      current !== undefined && current !== null;
      current = (current as unknown as ModelNode).childNode
    ) {
      if (!isRecord(current) || typeof current.id !== 'string' || current.id === '' || !nodeTypeValues.includes(current.type as number) || typeof current.name !== 'string' || ids.has(current.id)) return false // prettier-ignore
      ids.add(current.id)
      if (!membersReadable(current)) return false
      if (current.branches !== undefined && (!Array.isArray(current.branches) || !current.branches.every((b) => isRecord(b) && typeof b.id === 'string' && (b.condition === undefined || b.condition === null || typeof b.condition === 'string') && walk(b.childNode)))) return false // prettier-ignore
      if (ids.size > maxModelNodes * 4) return false
    }
    return true
  }
  return walk(model) && model !== null && model !== undefined ? ids.size : null
}

/** A SimpleModel: a tree of nodes (V5), at most 200 of them (V6). */
function modelSpec(): FieldSpec<ModelNode> {
  return {
    presence: 'CU',
    absent: { id: 'start', type: 1, name: '发起' },
    parse: (raw) => {
      const count = modelNodeCount(raw)
      if (count === null) return { rule: 'V5' }
      if (count > maxModelNodes) return { rule: 'V6', args: [String(maxModelNodes)] }
      return { value: structuredClone(raw) as ModelNode }
    },
  }
}

const emptyScope = { organizationIds: [] as string[], positionIds: [] as string[], userIds: [] as string[] } // prettier-ignore

/** `{organizationIds[], positionIds[], userIds[]}`; empty: anyone with a grant on the project. */
function startScopeSpec(): FieldSpec<typeof emptyScope> {
  return {
    presence: '-',
    absent: emptyScope,
    parse: (raw) => {
      if (!isRecord(raw)) return { rule: 'V5' }
      const lists = (['organizationIds', 'positionIds', 'userIds'] as const).map((name) => raw[name] === undefined || raw[name] === null ? { value: [] } : guidList(1000).parse(raw[name])) // prettier-ignore
      if (!lists.every((list) => 'value' in list)) return { rule: 'V5' }
      const [organizationIds, positionIds, userIds] = lists.map((list) => ('value' in list ? (list.value ?? []) : [])) // prettier-ignore
      return { value: { organizationIds, positionIds, userIds } }
    },
  }
}

export const defaultSettings: SchemeSettings = { allowWithdraw: true, dedupe: 1, titleTemplate: null, summaryFields: [], numberRule: { prefix: 'SP', seqLength: 3 }, remindMinIntervalMinutes: 10 } // prettier-ignore

/** §2 `settings`, merged over the defaults; a member out of its range is V5 on `settings`. */
function settingsSpec(): FieldSpec<SchemeSettings> {
  return {
    presence: '-',
    absent: defaultSettings,
    parse: (raw) => {
      if (!isRecord(raw)) return { rule: 'V5' }
      const settings = { ...defaultSettings, ...raw, numberRule: { ...defaultSettings.numberRule, ...(isRecord(raw.numberRule) ? raw.numberRule : {}) } } // prettier-ignore
      const { numberRule: rule, summaryFields, titleTemplate } = settings
      const ok =
        typeof settings.allowWithdraw === 'boolean' &&
        [1, 2, 3].includes(settings.dedupe) &&
        (titleTemplate === null || (typeof titleTemplate === 'string' && titleTemplate.length <= 128)) && // prettier-ignore
        Array.isArray(summaryFields) && summaryFields.length <= 5 && summaryFields.every((key) => typeof key === 'string') && // prettier-ignore
        typeof rule.prefix === 'string' && rule.prefix.length <= 8 && Number.isInteger(rule.seqLength) && rule.seqLength >= 3 && rule.seqLength <= 6 && // prettier-ignore
        Number.isInteger(settings.remindMinIntervalMinutes) && settings.remindMinIntervalMinutes >= 0 // prettier-ignore
      return ok ? { value: settings } : { rule: 'V5' }
    },
  }
}

export const formFields = {
  name: text('CU', 64),
  code: text('CU', 32, codePattern),
  category: text('-', 64),
  description: text('-', 500),
  sort: integer(0, 9999, 0),
  schema: schemaSpec(),
}

export const schemeFields = {
  name: text('CU', 64),
  code: text('CU', 32, codePattern),
  category: text('-', 64),
  icon: text('-', 64),
  sort: integer(0, 9999, 0),
  description: text('-', 500),
  businessType: text('-', 64),
  projectId: guid('-'),
  formId: guid('CU'),
  documentTemplateId: guid('-'),
  model: modelSpec(),
  startScope: startScopeSpec(),
  settings: settingsSpec(),
}
