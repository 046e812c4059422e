import type { EngineInstance } from '../workflow-engine-port.ts'
import { nodeTypes, type ModelNode } from '../workflow-model.ts'
import { evaluateCondition } from './branch-condition.ts'

/**
 * The nodes an instance passes, in order, for its current data: an exclusive branch contributes
 * the chosen branch, a parallel branch its branches one after another (the minimal engine runs
 * them in turn; the real engine runs them side by side and joins). Pure.
 */
export function linearPath(instance: EngineInstance): ModelNode[] {
  const path: ModelNode[] = []
  const walk = (node: ModelNode | undefined) => {
    for (let current = node; current; current = current.childNode) {
      if (current.type === nodeTypes.exclusive) {
        const branches = [...(current.branches ?? [])].sort((a, b) => a.priority - b.priority)
        const chosen =
          branches.find((b) => !b.isDefault && b.condition && evaluateCondition(b.condition, instance.formData)) ?? // prettier-ignore
          branches.find((b) => b.isDefault)
        walk(chosen?.childNode)
      } else if (current.type === nodeTypes.parallel) {
        for (const branch of current.branches ?? []) walk(branch.childNode)
      } else {
        path.push(current)
      }
    }
  }
  walk(instance.model)
  return path
}

/** Every node of the model by id, branches included. */
export function findModelNode(root: ModelNode, id: string): ModelNode | null {
  if (root.id === id) return root
  for (const next of [root.childNode, ...(root.branches ?? []).map((b) => b.childNode)]) {
    const found = next ? findModelNode(next, id) : null
    if (found) return found
  }
  return null
}
