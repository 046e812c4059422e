import type { AbpValidationError } from '@/api/http/api-error'
import type { SelectableNodeDto, SelectedAssignees } from '@/modules/workflow/api/instance-dtos'

/**
 * Steps whose approvers someone picks (StarterSelects): the starter on the start page
 * (`selectedAssignees`), the approver of the step before on the handle page (`nextAssignees`).
 */
export type PickMember = 'selectedAssignees' | 'nextAssignees'

/** The required steps left without a pick; with `onPath`, only those the data's path passes. */
export function missingPicks(
  nodes: readonly SelectableNodeDto[],
  value: SelectedAssignees,
  onPath?: readonly string[],
): string[] {
  return nodes
    .filter((node) => node.required && (onPath === undefined || onPath.includes(node.nodeId)))
    .filter((node) => (value[node.nodeId] ?? []).length === 0)
    .map((node) => node.nodeId)
}

/** The server's field errors on picks (`selectedAssignees.<nodeId>`), by node. */
export function pickErrors(
  errors: readonly AbpValidationError[],
  member: PickMember,
): Record<string, string> {
  const byNode: Record<string, string> = {}
  for (const error of errors) {
    for (const name of error.members ?? []) {
      const [head, nodeId] = name.split('.', 2)
      if (head.toLowerCase() === member.toLowerCase() && nodeId) byNode[nodeId] = error.message
    }
  }
  return byNode
}

/** Only the picks of the steps offered, without empty lists: what a start or an approve sends. */
export function picksToSend(
  nodes: readonly SelectableNodeDto[],
  value: SelectedAssignees,
): SelectedAssignees {
  return Object.fromEntries(
    nodes.flatMap((node) => {
      const ids = value[node.nodeId] ?? []
      return ids.length > 0 ? [[node.nodeId, ids] as const] : []
    }),
  )
}
