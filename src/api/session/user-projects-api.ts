import type { ListResultDto } from '@/api/abp/list-result-dto'
import { apiClient } from '@/api/http/api-client'
import type { RequestOptions } from '@/api/http/request-options'

// The signed-in user's projects and contract sections feed the shell's project switcher (spec §4
// Current project): a platform call, though its route is the project module's (business-api §3.2).

/** A contract section (htd) of a project. */
export interface HtdSummaryDto {
  id: string
  htdName: string
  sort: number
}

export interface AssignedProjectDto {
  id: string
  projName: string
  /** Projects are listed by this number (spec §3). */
  sort: number
  htds: HtdSummaryDto[]
}

/** One assignment of the user: to a project, or to one htd of it. Group by projId. */
export interface UserProjectAssignmentDto {
  projId: string
  htdId?: string | null
  htd?: HtdSummaryDto | null
  project: AssignedProjectDto
}

/** GET /api/base/htd/by-user/{userId}?includeProjectDetail=true → the `items`. */
export async function getUserProjectAssignments(
  userId: string,
  options?: RequestOptions,
): Promise<UserProjectAssignmentDto[]> {
  const result = await apiClient.get<ListResultDto<UserProjectAssignmentDto>>(
    `/api/base/htd/by-user/${encodeURIComponent(userId)}`,
    { includeProjectDetail: true },
    options,
  )
  return result.items
}
