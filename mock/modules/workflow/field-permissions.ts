import { fieldPermissionKinds as k, findModelNode, nodeTypes, type FormSchema, type ModelNode } from './workflow-model.ts' // prettier-ignore

/**
 * What a reader may see and write (workflow-api.md §3 "Field permissions", rules 5 and 17): a
 * node's listed permissions, unlisted fields Write at Start and Read elsewhere; a reader with no
 * node (cc recipient, monitor) Reads every field not Hidden at every node. Pure.
 */
export function fieldPermissionsAt(
  schema: FormSchema,
  model: ModelNode,
  nodeId: string | null,
): Record<string, number> {
  // prettier-ignore
  const node = nodeId ? findModelNode(model, nodeId) : null
  const result: Record<string, number> = {}
  for (const field of schema.fields) {
    if (node) {
      result[field.key] = node.fieldPermissions?.[field.key] ?? (node.type === nodeTypes.start ? k.write : k.read) // prettier-ignore
    } else {
      result[field.key] = hiddenEverywhere(model, field.key) ? k.hidden : k.read
    }
  }
  return result
}

function hiddenEverywhere(model: ModelNode, key: string): boolean {
  const nodes: ModelNode[] = []
  const walk = (node?: ModelNode) => {
    if (!node) return
    if (node.type === nodeTypes.approver || node.type === nodeTypes.handler) nodes.push(node)
    node.branches?.forEach((b) => walk(b.childNode))
    walk(node.childNode)
  }
  walk(model)
  return nodes.length > 0 && nodes.every((n) => n.fieldPermissions?.[key] === k.hidden)
}

/** The data without Hidden fields. */
export function visibleData(data: Record<string, unknown>, permissions: Record<string, number>) {
  return Object.fromEntries(Object.entries(data).filter(([key]) => permissions[key] !== k.hidden))
}

/** Keys sent that the node may not write (`Workflow:FieldNotWritable`). */
export function unwritableKeys(
  sent: Record<string, unknown>,
  permissions: Record<string, number>,
): string[] {
  // prettier-ignore
  return Object.keys(sent).filter((key) => permissions[key] !== k.write)
}
