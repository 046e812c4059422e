import type {
  CurrentNodeDto,
  PathStepDto,
  TimelineEntryDto,
} from '@/modules/workflow/api/instance-dtos'
import { InstanceStatus } from '@/modules/workflow/api/instance-dtos'

/** Pure rules of the instance and handle pages (workflow-api.md §3, §4). */

/** The id of `?id=`: null when missing or blank (the page says "not found" without asking). */
export function readIdParam(value: string | null): string | null {
  const id = value?.trim()
  return id ? id : null
}

/** Who acted, as the timeline shows it: "D on behalf of U" (§3 standing delegation, rule 18). */
export function actorOf(
  entry: Pick<TimelineEntryDto, 'userName' | 'onBehalfOfUserName'>,
  onBehalfOf: (actor: string, owner: string) => string,
): string {
  return entry.onBehalfOfUserName
    ? onBehalfOf(entry.userName, entry.onBehalfOfUserName)
    : entry.userName
}

/** Newest last, as written; entries of the same time keep the server's order. */
export function timelineInOrder(entries: readonly TimelineEntryDto[]): TimelineEntryDto[] {
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.time.localeCompare(b.entry.time) || a.index - b.index)
    .map(({ entry }) => entry)
}

/** What the starter may do on an instance page: withdraw and remind while it runs (§3). */
export function starterActionsOf(
  instance: { status: InstanceStatus; starterId: string },
  userId: string,
): { canWithdraw: boolean; canRemind: boolean } {
  const isRunningStarter =
    instance.status === InstanceStatus.Running && instance.starterId === userId
  // The server decides the finer conditions (allowWithdraw, nothing acted on since the submit)
  // and says so with Workflow:WithdrawNotAllowed; the page offers the button while it runs.
  return { canWithdraw: isRunningStarter, canRemind: isRunningStarter }
}

/**
 * An instance's path with each step marked: current where a task waits now, passed where the
 * timeline has acted on it, else still to come (the server's own mark wins when it sends one).
 */
export function pathWithStates(
  path: readonly PathStepDto[],
  currentNodes: readonly CurrentNodeDto[],
  timeline: readonly TimelineEntryDto[],
): PathStepDto[] {
  const current = new Set(currentNodes.map((node) => node.nodeId))
  const acted = new Set(timeline.map((entry) => entry.nodeId))
  return path.map((step) => ({
    ...step,
    state:
      step.state ??
      (current.has(step.nodeId) ? 'current' : acted.has(step.nodeId) ? 'passed' : 'pending'),
  }))
}
