import { InstanceStatus } from '../api/instance-dtos'

/** An instance status's tag colour, the same in every list and on the instance itself. */
const instanceColours: Record<InstanceStatus, string> = {
  [InstanceStatus.Draft]: 'default',
  [InstanceStatus.Running]: 'processing',
  [InstanceStatus.Approved]: 'success',
  [InstanceStatus.Rejected]: 'error',
  [InstanceStatus.Withdrawn]: 'warning',
  [InstanceStatus.Cancelled]: 'default',
}

export function instanceStatusColour(status: InstanceStatus): string {
  return instanceColours[status] ?? 'default'
}
