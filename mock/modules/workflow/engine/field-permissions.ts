import { schemeGraph } from './scheme-graph.ts'
import {
  nodeTypes,
  taskStatuses,
  type EngineState,
  type PinnedScheme,
  type SchemeNode,
} from './engine-types.ts'

export const fieldAccess = { read: 1, write: 2, hidden: 3 } as const

/** A node's field permissions: the listed ones, and what a field not listed gets. */
export interface FieldAccess {
  fields: Record<string, number>
  /** Write at Start (rule 5), Read everywhere else. */
  others: number
}

export function nodeAccess(node: SchemeNode): FieldAccess {
  return {
    fields: node.fieldPermissions ?? {},
    others: node.type === nodeTypes.start ? fieldAccess.write : fieldAccess.read,
  }
}

export function accessOf(access: FieldAccess, key: string): number {
  return access.fields[key] ?? access.others
}

/** The first sent key the node may not write (`Workflow:FieldNotWritable`, data: the key). */
export function firstUnwritableKey(
  sent: Record<string, unknown>,
  access: FieldAccess,
): string | null {
  return Object.keys(sent).find((key) => accessOf(access, key) !== fieldAccess.write) ?? null
}

/** Form data without the fields Hidden to the reader (§3 "Field permissions"). */
export function visibleFormData(
  formData: Record<string, unknown>,
  access: FieldAccess,
): Record<string, unknown> {
  const visible: Record<string, unknown> = Object.create(null)
  for (const [key, value] of Object.entries(formData)) {
    if (accessOf(access, key) !== fieldAccess.hidden) visible[key] = value
  }
  return visible
}

/**
 * What a reader sees (rule 17): an assignee with its (open) node's permissions; the starter with
 * Start's; a past approver with the last node they handled; a cc recipient or a Workflow.Task
 * holder (`monitor`) Read on every field except those Hidden at every node. Null: not a reader.
 */
export function readerAccess(
  state: EngineState,
  scheme: PinnedScheme,
  userId: string,
  options: { monitor?: boolean } = {},
): FieldAccess | null {
  const graph = schemeGraph(scheme.model)
  const mine = state.tasks.filter((t) => t.assigneeId === userId)
  const current = mine.find(
    (t) => t.status === taskStatuses.pending || t.status === taskStatuses.delegated,
  )
  if (current) return nodeAccess(graph.places.get(current.nodeId)?.node ?? scheme.model)
  if (state.instance.starterId === userId) return nodeAccess(scheme.model)
  const handled = mine
    .filter((t) => t.completedTime)
    .sort((a, b) => (a.completedTime ?? '').localeCompare(b.completedTime ?? ''))
    .at(-1)
  if (handled) return nodeAccess(graph.places.get(handled.nodeId)?.node ?? scheme.model)
  if (!options.monitor && !state.cc.some((c) => c.userId === userId)) return null
  const handling: number[] = [
    nodeTypes.start,
    nodeTypes.approver,
    nodeTypes.handler,
    nodeTypes.seal,
  ]
  const nodes = [...graph.places.values()]
    .filter((p) => handling.includes(p.node.type))
    .map((p) => nodeAccess(p.node))
  const keys = new Set(nodes.flatMap((n) => Object.keys(n.fields)))
  const fields: Record<string, number> = {}
  for (const key of keys) {
    const hiddenEverywhere = nodes.every((n) => accessOf(n, key) === fieldAccess.hidden)
    fields[key] = hiddenEverywhere ? fieldAccess.hidden : fieldAccess.read
  }
  return { fields, others: fieldAccess.read }
}
